import { expect, signIn, test } from '../support/portal-test';

test.describe('servicing: dashboard', () => {
  test('borrower1 sees accounts by type, the closed loan only behind the toggle, and the previous login', async ({
    page,
  }) => {
    await signIn(page, 'borrower1');
    const loans = page.getByRole('table', { name: 'Loan Accounts' });
    await expect(loans.getByRole('link', { name: 'Auto Loan 0001100234' })).toBeVisible();
    await expect(loans).toContainText('5.49%');
    await expect(page.getByRole('table', { name: 'Deposit Accounts' })).toContainText('Savings');
    await expect(page.getByRole('table', { name: 'Lines of Credit' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Investment Accounts' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeVisible();
    await expect(page.getByText('Boat Loan')).toHaveCount(0);

    await page.getByLabel('Show closed accounts').check();
    const boat = loans.getByRole('row', { name: /Boat Loan/ });
    await expect(boat).toContainText('Closed');
    await page.getByLabel('Show closed accounts').uncheck();
    await expect(page.getByText('Boat Loan')).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Application Status' })).toBeVisible();
    await expect(page.getByRole('link', { name: '20250101' })).toBeVisible();

    await page.getByRole('link', { name: /^Previous login \d\d\/\d\d\/\d{4} from / }).click();
    await expect(page).toHaveURL(/#\/myaccount\/loginHistory$/);
    const logins = page.getByRole('table', { name: 'Previous logins' });
    await expect(logins).toContainText('203.0.113.24');
  });

  test('each open loan shows what is due and when, and its Make Payment opens that loan', async ({
    page,
  }) => {
    await signIn(page, 'borrower1');
    const due = page.getByRole('region', { name: 'Payments Due' });
    const auto = due.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Auto Loan 0001100234' }),
    });
    await expect(auto).toContainText(/Amount Due\s*\$389\.17/);
    await expect(auto).toContainText(/Due Date\s*\d\d\/\d\d\/\d{4}/);
    // What is due comes before the balances and rates.
    const dueTop = (await due.boundingBox())?.y ?? Infinity;
    const tableTop = (await page.getByRole('table', { name: 'Loan Accounts' }).boundingBox())?.y;
    expect(dueTop).toBeLessThan(tableTop ?? 0);
    await auto.getByRole('link', { name: 'Make Payment for 0001100234' }).click();
    await expect(page.getByLabel('Select Loan Account')).toHaveValue('00011002347');
  });

  test('a deposit row opens its details', async ({ page }) => {
    await signIn(page, 'borrower1');
    await page.getByRole('link', { name: 'Savings 0001500112' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/deposits\/depositDetails\/00015001126$/);
    await expect(page.getByRole('heading', { name: 'Deposit Details' })).toBeVisible();
    await expect(page.getByText('$5,320.18').first()).toBeVisible();
  });
});
