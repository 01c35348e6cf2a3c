import { expect, test } from '../support/portal-test';
import { tabTo } from '../support/quality-keyboard';

test('a keyboard-only borrower signs in, reaches an account and logs out', async ({ page }) => {
  await page.goto('/#/home/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await tabTo(page, /^Username$/);
  await page.keyboard.type('borrower1');
  await tabTo(page, /^Password$/);
  await page.keyboard.type('Welcome123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dashboard$/);
  // The borrower tabs to a loan once the list of loans is there.
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await tabTo(page, /^Auto Loan/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/loanDetails\/00011002347$/);
  // Once the page has loaded, the browser's focus starting point is in the main content (where
  // the activated link was), so the header's Logout is behind it: the borrower goes back with
  // Shift+Tab. (Tabbing forward only passed when it raced the page load.)
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();

  await tabTo(page, /^Logout$/, 25, 'Shift+Tab');
  await page.keyboard.press('Enter');
  // The shell asks to confirm (spec 1 §2), with focus moved into its dialog.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to logout?');
  await tabTo(page, /^Logout$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/home\/login$/);
});
