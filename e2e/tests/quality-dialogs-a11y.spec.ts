import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  achTermsFromAYearAgo,
  businessDayAhead,
  isoDay,
  saveNewBankAccount,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { openProfile, section } from '../support/profile-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// Every area's own dialogs, open, pass axe-core's WCAG 2.2 A/AA rules with no serious or
// critical violation (the dialog and the page behind it). Dialogs are found by role and
// visible name, so the checks survive a change of modal component.
test.describe.configure({ timeout: 120_000 });

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';

async function expectAccessible(page: Page, dialog: Locator, what: string) {
  await expect(dialog, what).toBeVisible();
  expect(await seriousViolations(page), what).toEqual([]);
}

const anyDialog = (page: Page, name: string | RegExp) =>
  page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));

async function openPayment(page: Page, account: string) {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${account}`);
  await expect(page.getByRole('radio', { name: 'E-Check' })).toBeVisible();
}

test('the session-timeout warning passes axe (reached on a controlled clock)', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page.clock.runFor(180_000);
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
  await expectAccessible(page, warning, 'session timeout');
  await expect(warning.getByRole('button', { name: 'Resume' })).toBeFocused();
  await warning.getByRole('button', { name: 'Resume' }).click();
  await expect(warning).toBeHidden();
});

test('payments: the new-method modal (ACH form, ACH terms, card form) passes axe', async ({
  page,
}) => {
  await resetSandbox('default', achTermsFromAYearAgo());
  await openPayment(page, AUTO_LOAN);

  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment Details' });
  await expectAccessible(page, modal, 'new bank account form');
  // With its errors showing, too.
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Owner Name is required')).toBeVisible();
  expect(await seriousViolations(page), 'new bank account form with errors').toEqual([]);

  await saveNewBankAccount(modal);
  await expect(modal.getByRole('checkbox', { name: 'I agree to ACH Terms' })).toBeVisible();
  expect(await seriousViolations(page), 'ACH terms agreement').toEqual([]);
  // (Continue unmounts the focused button, so focus leaves the dialog and Escape no longer
  // reaches it: reported, not fixed here. Start over instead.)
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Card' })).toBeVisible();

  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  await expect(modal.getByRole('form', { name: 'New card' })).toBeVisible();
  await expectAccessible(page, modal, 'new card form');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await seriousViolations(page), 'new card form with errors').toEqual([]);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Delete confirmation of a saved method: answered No, so the method stays.
  await page.getByRole('button', { name: 'Delete visa x1881 Exp. 08/29' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expectAccessible(page, confirm, 'delete payment method confirmation');
  await confirm.getByRole('button', { name: /^(No|Cancel)$/ }).click();
  await expect(page.getByRole('radio', { name: 'visa x1881 Exp. 08/29' })).toBeVisible();
});

test('payments: the delete confirmations and the ACH draft agreement pass axe', async ({
  page,
}) => {
  await resetSandbox('default', { 'Features.AchDraftAgreementRequired': 'true' });
  await openPayment(page, AUTO_LOAN);
  const recurring = page.getByRole('region', { name: 'Recurring Payment' });
  await recurring.getByRole('button', { name: /Delete/ }).click();
  const deleteRecurring = anyDialog(page, 'Delete Recurring Payment');
  await expectAccessible(page, deleteRecurring, 'delete recurring payment confirmation');
  await deleteRecurring.getByRole('button', { name: 'No' }).click();
  await expect(deleteRecurring).toBeHidden();

  await page.goto(`/#/myaccount/payment/${HOME_EQUITY}`);
  await page
    .getByRole('table', { name: 'Scheduled Payments' })
    .getByRole('button', { name: /Delete scheduled payment/ })
    .click();
  const deleteScheduled = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expectAccessible(page, deleteScheduled, 'delete scheduled payment confirmation');
  await deleteScheduled.getByRole('button', { name: /^(No|Cancel)$/ }).click();
  await expect(deleteScheduled).toBeHidden();

  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Frequency', { exact: true }).selectOption('MonthlyOnDate');
  await page.getByLabel('First Payment Date').fill(isoDay(businessDayAhead(2, 30)));
  await page.getByLabel('Amount', { exact: true }).fill('612.40');
  await page.getByRole('button', { name: 'Schedule Payment' }).click();
  const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
  await expectAccessible(page, agreement, 'ACH draft agreement');
  // The agreement itself opens in a window of its own; once viewed, Confirm is enabled.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    agreement.getByRole('link', { name: /View Agreement/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { name: 'ACH Draft Authorization' })).toBeVisible();
  expect(await seriousViolations(preview), 'ACH draft agreement window').toEqual([]);
  await preview.close();
  await expect(agreement.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(await seriousViolations(page), 'ACH draft agreement, viewed').toEqual([]);
  await agreement.getByRole('button', { name: 'Cancel' }).click();
  await expect(agreement).toBeHidden();
});

test('payments: the submit confirmation and the wallet dialog pass axe', async ({ page }) => {
  await resetSandbox('default', {
    'Payments.AllowGooglePay': 'true',
    ...TODAY_IS_PAYABLE,
  });
  await openPayment(page, AUTO_LOAN);
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expectAccessible(page, confirm, 'submit confirmation');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('radio', { name: 'Google Pay' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const wallet = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expectAccessible(page, wallet, 'wallet confirmation');
  await page.keyboard.press('Escape');
  await expect(wallet).toBeHidden();
});

test('profile: the texting subscription dialog passes axe', async ({ page }) => {
  await resetSandbox('default', {
    'Profile.TextMessages': 'true',
    'Profile.TextingSubscriptionDialogs': 'true',
  });
  await openProfile(page);
  const personal = section(page, 'Personal Information');
  await personal.getByRole('button', { name: 'Texting options for phone 1' }).click();
  const subscription = page.getByRole('dialog', { name: 'Texting options for 616-555-0142' });
  await expectAccessible(page, subscription, 'texting subscription');
  await page.keyboard.press('Escape');
  await expect(subscription).toBeHidden();
});

test('profile: the texting terms dialog passes axe', async ({ page }) => {
  await resetSandbox('default', { 'Profile.TextMessages': 'true' });
  await openProfile(page);
  await section(page, 'Personal Information').getByLabel('Text messages to phone 1').click();
  const terms = page.getByRole('dialog', { name: 'Texting Terms' });
  await expectAccessible(page, terms, 'texting terms');
  await terms.getByRole('button', { name: 'Disagree' }).click();
  await expect(terms).toHaveCount(0);
});

test('servicing: the insurance, payoff quote, hide-from-web and e-statements dialogs pass axe', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Features.ViewInsurance': 'true',
    'Features.PayoffQuote': 'true',
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();

  await page.getByRole('button', { name: 'View Insurance' }).click();
  const insurance = page.getByRole('dialog', { name: 'Insurance' });
  await expect(insurance.getByRole('table')).toBeVisible();
  await expectAccessible(page, insurance, 'insurance');
  await page.keyboard.press('Escape');
  await expect(insurance).toBeHidden();

  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  await expectAccessible(page, payoff, 'payoff quote');
  await page.keyboard.press('Escape');
  await expect(payoff).toBeHidden();

  await page.getByRole('button', { name: 'Hide From Web' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide From Web' });
  await expectAccessible(page, hide, 'hide from web');
  await page.keyboard.press('Escape');
  await expect(hide).toBeHidden();

  // Withdrawing from e-statements asks first (the shell's confirm dialog); answered No.
  const electronic = page.getByRole('switch', { name: 'Receive statements electronically' });
  await electronic.click();
  const withdraw = anyDialog(page, 'E-Statements');
  await expectAccessible(page, withdraw, 'e-statements withdraw confirmation');
  await withdraw.getByRole('button', { name: /^(No|Cancel)$/ }).click();
  await expect(withdraw).toBeHidden();
  await expect(electronic).toBeChecked();
});

test('servicing: the locations page’s remote branch locator notice passes axe', async ({
  page,
}) => {
  await resetSandbox('all-features');
  await page.goto('/#/home/locations');
  await page.getByRole('button', { name: 'Remote Branch Locator' }).click();
  const notice = page.getByRole('dialog', { name: 'Branch Locator' });
  await expectAccessible(page, notice, 'remote branch locator notice');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
});
