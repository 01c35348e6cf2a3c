// Saving new methods as profiles: a card through AddCardPaymentMethod (then schedulable), and a
// bank account through rich-text ACH agreements (spec 2 §4 New method, ACH agreement).
import {
  acceptBrowserDialogs,
  achTermsFromAYearAgo,
  openNewMethod,
  saveNewBankAccount,
  acceptConfirmation,
  businessDayAhead,
  fillNewCard,
  isoDay,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test('a personal user saves a new card as a profile and schedules a payment with it', async ({
  page,
}) => {
  acceptBrowserDialogs(page);
  const added: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/PaymentMethod/AddCardPaymentMethod'))
      added.push(request.url());
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  const modal = await openNewMethod(page, AUTO_LOAN, 'Card');
  const save = modal.getByRole('checkbox', { name: 'Save Payment Profile' });
  await expect(save).toBeDisabled();
  await fillNewCard(modal, { number: '4111111111111111', cvv: '123' });
  await modal.getByLabel('Zip Code').blur();
  await save.check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  expect(added).toHaveLength(1);

  // Saved, so preselected and no longer limited to an immediate payment.
  await expect(page.getByRole('radio', { name: 'visa x1111 Exp. 12/30' })).toBeChecked();
  const later = businessDayAhead(5);
  await page.getByLabel('Payment Date').fill(isoDay(later));
  await page.getByLabel('Amount', { exact: true }).fill('75');
  await page.getByRole('button', { name: 'Schedule Payment' }).click();
  await acceptConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/SP\d{8}/);
});

test('rich-text ACH agreements open with Cancel and I Accept before the account is saved', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Agreements.RichText': 'true',
    ...achTermsFromAYearAgo('<p>I authorise <b>ACH</b> drafts from my account.</p>'),
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  const modal = await openNewMethod(page, AUTO_LOAN, 'E-Check');
  await saveNewBankAccount(modal);
  const agree = modal.getByRole('checkbox', { name: 'I agree to ACH Terms' });
  await expect(agree).toBeDisabled();

  const terms = page.getByRole('dialog', { name: 'ACH Terms' });
  await modal.getByRole('button', { name: 'ACH Terms' }).click();
  await expect(terms).toContainText('I authorise ACH drafts from my account.');
  await terms.getByRole('button', { name: 'Cancel' }).click();
  await expect(terms).toBeHidden();
  await expect(agree).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'ACH Terms' })).toBeFocused();

  await modal.getByRole('button', { name: 'Disagree' }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    'In order to use the system you must agree to the terms and conditions.',
  );

  await saveNewBankAccount(modal);
  await modal.getByRole('button', { name: 'ACH Terms' }).click();
  await terms.getByRole('button', { name: 'I Accept' }).click();
  await expect(agree).toBeChecked();
  await modal.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Checking x1234' })).toBeChecked();
});
