import {
  acceptBrowserDialogs,
  acceptConfirmation,
  businessDayAhead,
  countSubmissions,
  fillNewCard,
  isoDay,
  nextSaturday,
  openPaymentWithSavedMethod,
  storageHolds,
  TODAY_IS_PAYABLE,
  usDay,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test.describe('one-time payments', () => {
  test('borrower1 pays a one-time ACH payment today and sees the confirmation', async ({
    page,
  }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    acceptBrowserDialogs(page);
    const submissions = countSubmissions(page);
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);

    await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Select Loan Account')).toHaveValue(AUTO_LOAN);
    // The steps are numbered in the order the borrower goes (issue 55).
    for (const [step, name] of [
      ['1', 'Loan'],
      ['2', 'Payment Method'],
    ] as const)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveText(
        `${step}${name}`,
      );
    await page.getByRole('radio', { name: 'E-Check' }).check();
    await page.getByRole('radio', { name: 'Checking x4321' }).check();
    await expect(page.getByLabel('Frequency', { exact: true })).toHaveValue('OneTime');
    await expect(page.getByLabel('Payment Date')).toHaveValue(isoDay(new Date()));
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await page.getByLabel('Amount', { exact: true }).blur();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('150.00');
    await expect(page.getByRole('definition').filter({ hasText: '$150.00' })).toBeVisible();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Review and Submit', exact: true }),
    ).toHaveText('5Review and Submit');

    await page.getByRole('button', { name: 'Make Payment' }).click();
    // The question shows what will be paid above it (issue 55), and nothing is submitting yet.
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to submit?' });
    await expect(question.getByRole('term')).toHaveText([
      'Loan',
      'Pay From',
      'Payment Date',
      'Amount',
      'Total',
    ]);
    await expect(question.getByRole('definition')).toHaveText([
      'Auto Loan 0001100234',
      'Checking x4321',
      usDay(new Date()),
      '$150.00',
      '$150.00',
    ]);
    // The spec's question itself stays, under the lines (its hidden title names the dialog).
    await expect(
      question.locator('p', { hasText: 'Are you sure you want to submit?' }),
    ).toBeVisible();
    await expect(page.locator('button', { hasText: 'Submitting' })).toHaveCount(0);
    await acceptConfirmation(page);

    await expect(page).toHaveURL(/#\/myaccount\/paymentConfirm$/);
    await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
    const row = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row('Confirmation Number')).toContainText(/IP\d{8}/);
    // One account-number display (issue 16 item 5): without the check digit, as on the dashboard.
    await expect(row('Loan to Pay Down')).toContainText('0001100234');
    await expect(row('Loan to Pay Down')).not.toContainText(AUTO_LOAN);
    await expect(row('Account to Pay From')).toContainText('Checking x4321');
    await expect(row('Payment Date')).toContainText(usDay(new Date()));
    await expect(row('Total')).toContainText('$150.00');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(submissions.count()).toBe(1);

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('a declined card disables submit after one request, and the card never reaches storage', async ({
    page,
  }) => {
    acceptBrowserDialogs(page);
    const submissions = countSubmissions(page);
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Add New Payment Method' }).click();

    const modal = page.getByRole('dialog', { name: 'Payment Details' });
    await fillNewCard(modal, { number: '4000 0000 0000 0002', cvv: '123' });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Single-Use Payment Method: Card x0002')).toBeVisible();

    await page.getByLabel('Amount', { exact: true }).fill('20');
    // Card fees: first-party debit 1.00 + processor 2.95.
    await expect(page.getByRole('definition').filter({ hasText: '$23.95' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Make Payment' });
    await submit.click();
    await acceptConfirmation(page);

    await expect(page.getByRole('alert')).toHaveText('The transaction was declined.');
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    expect(submissions.count()).toBe(1);
    expect(await storageHolds(page, '4000000000000002')).toBe(false);
  });

  test('a forbidden date cannot be submitted', async ({ page }) => {
    await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
    await page.getByLabel('Payment Date').fill(isoDay(nextSaturday()));
    await expect(page.getByText('Payment date cannot be on a Saturday')).toBeVisible();
    await expect(page.getByRole('button', { name: /Make Payment|Schedule Payment/ })).toHaveCount(
      0,
    );

    // A business day past the 30-day limit: a bare "today + 31" lands on a holiday some weeks
    // (2026-11-24 + 31 is Christmas), and the page rightly names the holiday rule instead.
    await page.getByLabel('Payment Date').fill(isoDay(businessDayAhead(31)));
    await expect(
      page.getByText('Payment date cannot be scheduled over this many days: 30'),
    ).toBeVisible();

    await page.getByLabel('Payment Date').fill(isoDay(businessDayAhead(2)));
    await expect(page.getByRole('button', { name: 'Schedule Payment' })).toBeVisible();
  });
});
