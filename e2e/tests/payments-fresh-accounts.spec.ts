// After money moves, every area shows the accounts as they now stand: the dashboard and the loan
// page belong to servicing, whose cache kept what it had loaded before the payment for 30 s.
import type { Page } from '@playwright/test';
import {
  acceptBrowserDialogs,
  acceptConfirmation,
  businessDayAhead,
  chooseSavedMethod,
  isoDay,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test.beforeEach(async ({ page }) => {
  await resetSandbox('default', TODAY_IS_PAYABLE);
  acceptBrowserDialogs(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});

async function pay(page: Page, amount: string, day?: Date) {
  await chooseSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  if (day) await page.getByLabel('Payment Date').fill(isoDay(day));
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Amount', { exact: true }).blur();
  await page.getByRole('button', { name: /^(Make|Schedule) Payment$/ }).click();
  await acceptConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
}

test('the dashboard shows the amount due a payment left, not the one it showed before', async ({
  page,
}) => {
  const autoLoan = page.getByRole('row', { name: /^Auto Loan 0001100234/ });
  await expect(autoLoan.getByRole('cell').nth(3)).toHaveText('$389.17');
  await pay(page, '150');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(autoLoan.getByRole('cell').nth(3)).toHaveText('$239.17');
  await expect(autoLoan.getByRole('cell').nth(0)).toHaveText('$12,300.32');
});

test('the loan page lists a payment scheduled since it was last opened', async ({ page }) => {
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scheduled Payments' })).toHaveCount(0);
  await pay(page, '75', businessDayAhead(3));
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Scheduled Payments' })).toBeVisible();
});
