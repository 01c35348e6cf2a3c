import {
  acceptBrowserDialogs,
  acceptConfirmation,
  achTermsFromAYearAgo,
  openNewMethod,
  openPaymentWithSavedMethod,
  saveNewBankAccount,
  setAccountFlags,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test.describe('payment methods', () => {
  test('saves a new bank account through the ACH agreement, after a disagree is refused', async ({
    page,
  }) => {
    // borrower1 last agreed 400 days ago, before these terms took effect.
    await resetSandbox('default', achTermsFromAYearAgo());
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    const modal = await openNewMethod(page, AUTO_LOAN, 'E-Check');
    await saveNewBankAccount(modal);
    // The terms replace the form: focus moves to their heading, not to the page (WCAG 2.4.3).
    await expect(modal.getByRole('heading', { name: 'Terms and conditions' })).toBeFocused();
    await modal.getByRole('button', { name: 'Disagree' }).click();
    await expect(modal.getByRole('alert')).toHaveText(
      'In order to use the system you must agree to the terms and conditions.',
    );

    await saveNewBankAccount(modal);
    await modal.getByRole('checkbox', { name: 'I agree to ACH Terms' }).check();
    await modal.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Checking x1234' })).toBeChecked();
  });

  test('deletes a saved card after confirming, with the 5-second status', async ({ page }) => {
    acceptBrowserDialogs(page);
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Delete visa x1881 Exp. 08/29' }).click();
    await acceptConfirmation(page);
    await expect(page.getByRole('status')).toHaveText('Successfully deleted payment method.');
    await expect(page.getByRole('radio', { name: /visa x1881/ })).toHaveCount(0);
    await expect(page.getByText('Successfully deleted payment method.')).toBeHidden({
      timeout: 7_000,
    });
  });
});

test.describe('blocked and refused payments', () => {
  test('a payment-info error shows its message and offers no payment step', async ({ page }) => {
    await setAccountFlags({ AccountNumber: AUTO_LOAN, InfoError: 'NiteMode' });
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    await expect(page.getByRole('alert')).toHaveText(
      'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.',
    );
    await expect(page.getByRole('radio', { name: 'E-Check' })).toHaveCount(0);
  });

  test('a loan with card payments blocked offers ACH only, with the notice', async ({ page }) => {
    await setAccountFlags({ AccountNumber: AUTO_LOAN, BlockCard: true });
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    await expect(
      page.getByText(
        'Card payment not allowed on this loan at this time. Please make an ACH payment or contact your institution.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'E-Check' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Card' })).toHaveCount(0);
  });

  test('hostile text in the amount gets the range message and no submit', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
    await page.getByLabel('Amount', { exact: true }).fill('<img src=x onerror=alert(1)>');
    await expect(
      page.getByText('Payment amount must be between $0.01 and $12,450.32'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
  });
});
