// Payments where the portal departed from spec 2 (issue 16 item 2), tried as a borrower would.
import {
  achTermsFromAYearAgo,
  businessDayAhead,
  countSubmissions,
  isoDay,
  chooseSavedMethod,
  openPaymentWithSavedMethod,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { openSignedIn } from '../support/signed-in-tab';

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';

test('a loan on the third-party route shows its notice and Continue to Make Payment (§2)', async ({
  page,
}) => {
  // Branch 0001 (the auto loan's) is on the third-party route.
  await resetSandbox('default', {
    'Payments.ThirdPartyBranchMin': '1',
    'Payments.ThirdPartyBranchMax': '1',
    'Payments.ThirdPartyLinkUrl': 'https://www.example.com/pay',
    'Payments.ThirdPartyRouteNotice': 'This loan is paid on our partner site.',
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByText('This loan is paid on our partner site.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Make Payment' }).click();
  const panel = page.getByRole('group', { name: 'Third-party payment' });
  await expect(panel).toContainText('Please click the link below to make a payment');
  await expect(panel.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
    'href',
    'https://www.example.com/pay',
  );
  await expect(page.getByRole('radio', { name: 'E-Check' })).toBeVisible();
});

test('clearing the amount says "Payment amount is required" (§5)', async ({ page }) => {
  await resetSandbox('default', TODAY_IS_PAYABLE);
  await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(page.getByText('Payment amount is required')).toHaveCount(0);
  await amount.fill('25');
  await amount.fill('');
  await expect(page.getByText('Payment amount is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
});

test('Pay Amount Due puts the regular payment amount in the field (§4)', async ({ page }) => {
  await openPaymentWithSavedMethod(page, HOME_EQUITY, 'Card', 'visa x1881 Exp. 08/29');
  await page.getByLabel('Frequency', { exact: true }).selectOption('Weekly');
  await page.getByLabel('First Payment Date').fill(isoDay(businessDayAhead(2)));
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('100');
  await page.getByLabel('Pay Amount Due').check();
  await expect(amount).toHaveValue('612.40');
});

test('Back while "Are you sure you want to submit?" is open closes the question, and nothing is paid', async ({
  page,
}) => {
  await resetSandbox('default', TODAY_IS_PAYABLE);
  const submissions = countSubmissions(page);
  // Back from the payment page returns to the dashboard it was opened from.
  await openSignedIn(page, '/myaccount/dashboard');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await chooseSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  await page.getByLabel('Amount', { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const question = page.getByRole('alertdialog').filter({
    hasText: 'Are you sure you want to submit?',
  });
  await expect(question).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  expect(submissions.count()).toBe(0);
});

test('the recurring ACH draft agreement lists the rich-text agreements; Confirm waits for each (§4)', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Features.AchDraftAgreementRequired': 'true',
    'Agreements.RichText': 'true',
    ...achTermsFromAYearAgo('<p>You authorise drafts from your account.</p>'),
  });
  await openPaymentWithSavedMethod(page, HOME_EQUITY, 'E-Check', 'Checking x4321');
  await page.getByLabel('Frequency', { exact: true }).selectOption('MonthlyOnDate');
  await page.getByLabel('First Payment Date').fill(isoDay(businessDayAhead(2, 30)));
  await page.getByLabel('Amount', { exact: true }).fill('612.40');
  await page.getByRole('button', { name: 'Schedule Payment' }).click();

  const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
  const confirm = agreement.getByRole('button', { name: 'Confirm' });
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    agreement.getByRole('link', { name: /View Agreement/ }).click(),
  ]);
  await preview.close();
  // The draft is viewed, but the ACH Terms are not yet opened and accepted.
  const box = agreement.getByRole('checkbox', { name: 'I agree to ACH Terms' });
  await expect(box).toBeDisabled();
  await expect(confirm).toBeDisabled();
  await agreement.getByRole('button', { name: 'ACH Terms' }).click();
  const reader = page.getByRole('dialog', { name: 'ACH Terms' });
  await expect(reader).toContainText('You authorise drafts from your account.');
  await reader.getByRole('button', { name: 'I Accept' }).click();
  await expect(box).toBeChecked();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/RP\d{8}/);
});
