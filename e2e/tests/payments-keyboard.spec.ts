// A one-time payment made with the keyboard only (Tab, Shift+Tab, Enter, Space, arrow keys):
// no mouse click from signing in to the confirmation page (ARCHITECTURE: keyboard-only journeys).
import { countSubmissions, usDay } from '../support/payments-helpers';
import { tabTo } from '../support/payments-keyboard';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test('a keyboard-only borrower pays a one-time ACH payment and reaches the confirmation', async ({
  page,
}) => {
  // Weekends allowed, so "today" is a payable day whatever day the suite runs.
  await resetSandbox('default', {
    'Payments.AchSaturdayAllowed': 'true',
    'Payments.AchSundayAllowed': 'true',
  });
  const submissions = countSubmissions(page);
  await page.goto('/#/home/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('borrower1');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('Welcome123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dashboard$/);

  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByLabel('Select Loan Account')).toHaveValue(AUTO_LOAN);

  // Into the payment type group, then an arrow key moves to E-Check and picks it.
  const card = page.getByRole('radio', { name: 'Card', exact: true });
  await tabTo(page, card);
  await expect(card).not.toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'E-Check' })).toBeChecked();

  const checking = page.getByRole('radio', { name: 'Checking x4321' });
  await tabTo(page, checking);
  await page.keyboard.press('Space');
  await expect(checking).toBeChecked();

  const amount = page.getByLabel('Amount', { exact: true });
  await tabTo(page, amount);
  await page.keyboard.type('150');
  // Leaving the field formats it; Shift+Tab comes back to check it.
  await page.keyboard.press('Tab');
  await tabTo(page, amount, { backwards: true });
  await expect(amount).toHaveValue('150.00');

  await tabTo(page, page.getByRole('button', { name: 'Make Payment' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Are you sure you want to submit?');
  await tabTo(page, confirm.getByRole('button', { name: 'Yes' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/myaccount\/paymentConfirm$/);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  const row = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Confirmation Number')).toContainText(/IP\d{8}/);
  await expect(row('Payment Date')).toContainText(usDay(new Date()));
  await expect(row('Total')).toContainText('$150.00');
  expect(submissions.count()).toBe(1);

  await tabTo(page, page.getByRole('button', { name: 'Back to Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});
