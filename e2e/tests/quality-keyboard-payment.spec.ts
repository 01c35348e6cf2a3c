import { countSubmissions, TODAY_IS_PAYABLE, usDay } from '../support/payments-helpers';
import { expect, test } from '../support/portal-test';
import { focusedName, tabTo } from '../support/quality-keyboard';
import { resetSandbox } from '../support/sandbox';

// Issue 9: a borrower who uses only the keyboard makes a one-time payment, from sign-in to the
// confirmation: Tab to move, typing to choose a loan, arrows and Space for radios, Enter to act.
// No mouse click and no URL typed after the sign-in page (ARCHITECTURE: keyboard-only journeys).
test('a keyboard-only borrower makes a one-time ACH payment', async ({ page }) => {
  await resetSandbox('default', TODAY_IS_PAYABLE);
  const submissions = countSubmissions(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await tabTo(page, /^Username$/);
  await page.keyboard.type('borrower1');
  await tabTo(page, /^Password$/);
  await page.keyboard.type('Welcome123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dashboard$/);
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();

  await tabTo(page, /^Make Payment$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();

  const loan = page.getByLabel('Select Loan Account');
  await tabTo(page, /^Select Loan Account$/, 25, 'Tab');
  await expect(loan).toBeFocused();
  await page.keyboard.type('Auto');
  await expect(loan).toHaveValue('00011002347');

  // The loan's payment form appears once its details are in; the borrower waits for it.
  await expect(page.getByRole('group', { name: 'Payment Type' })).toBeVisible();
  // Payment Type is one radio group: Tab enters it, an arrow key moves to (and picks) E-Check.
  await tabTo(page, /^(Card|E-Check)$/);
  if ((await focusedName(page)) === 'Card') await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'E-Check' })).toBeChecked();
  await tabTo(page, /^Checking x4321$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Checking x4321' })).toBeChecked();

  await tabTo(page, /^Amount$/, 40);
  await page.keyboard.type('20');
  // Leaving the field formats it; Shift+Tab comes back to check it.
  await page.keyboard.press('Tab');
  await tabTo(page, /^Amount$/, 5, 'Shift+Tab');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('20.00');
  await tabTo(page, /^Make Payment$/, 40);
  await page.keyboard.press('Enter');

  // The confirmation takes focus; its Yes is reached and pressed by keyboard.
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Are you sure you want to submit?');
  if (!/^Yes$/.test(await focusedName(page))) await tabTo(page, /^Yes$/, 10);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/myaccount\/paymentConfirm$/);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  const row = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Confirmation Number')).toContainText(/IP\d{8}/);
  await expect(row('Payment Date')).toContainText(usDay(new Date()));
  await expect(row('Total')).toContainText('$20.00');
  // One press of Enter on Yes, one submission request.
  expect(submissions.count()).toBe(1);

  await tabTo(page, /^Back to Dashboard$/, 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});
