import { expect, test } from '../support/portal-test';
import { signInAndOpen, withdrawEStatements } from '../support/servicing-session';

test.describe('servicing: loan details', () => {
  test('the page opens with the next payment; Make Payment opens the payment page on this loan', async ({
    page,
  }) => {
    await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
    const money = page.getByRole('region', { name: 'Next Payment' });
    await expect(money).toContainText('Payment Amount');
    await expect(money).toContainText('Next Payment Due');
    // The money is above the mailing address form (issue 55).
    const moneyTop = (await money.boundingBox())?.y ?? Infinity;
    const streetTop = (await page.getByLabel('Street').boundingBox())?.y;
    expect(moneyTop).toBeLessThan(streetTop ?? 0);
    await money.getByRole('link', { name: 'Make Payment' }).click();
    await expect(page.getByLabel('Select Loan Account')).toHaveValue('00011002347');
  });

  test('edit and save the mailing address; it persists, and Cancel restores an edit', async ({
    page,
  }) => {
    await signInAndOpen(page, '/myaccount/dashboard');
    await page.getByRole('link', { name: 'Auto Loan 0001100234' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/loanDetails\/00011002347$/);
    await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
    await expect(page.getByRole('link', { name: '(269) 555-0100' })).toHaveAttribute(
      'href',
      'tel:2695550100',
    );
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    await page.getByLabel('Street').fill('12 Pier Rd');
    await page.getByLabel('City').fill('Holland');
    await page.getByLabel('Zip').fill('49423');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('✓ Changes saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByText('✓ Changes saved')).toHaveCount(0, { timeout: 5000 });

    await page.reload();
    await expect(page.getByLabel('Street')).toHaveValue('12 Pier Rd');

    await page.getByLabel('City').fill('Chicago');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'City is not found within the specified zip code.',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Holland');
  });

  test('what the borrower saved on the loan page is what it shows when they come back', async ({
    page,
  }) => {
    await signInAndOpen(page, '/myaccount/dashboard');
    const openAutoLoan = async () => {
      await page.getByRole('link', { name: 'Auto Loan 0001100234' }).click();
      await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
    };
    await openAutoLoan();

    await page.getByLabel('Street').fill('12 Pier Rd');
    await page.getByLabel('City').fill('Holland');
    await page.getByLabel('Zip').fill('49423');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('✓ Changes saved')).toBeVisible();

    const delinquent = page.getByRole('checkbox', { name: 'E-mail me when my loan is delinquent' });
    const tickedBefore = await delinquent.isChecked();
    await delinquent.setChecked(!tickedBefore);
    await page.getByRole('textbox', { name: 'Days for alert 3' }).fill('45');
    await page.getByRole('button', { name: 'Save Alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alerts saved' })).toBeVisible();

    const electronic = await withdrawEStatements(page);

    // Away and back within seconds, without a reload: the page must not show what was there
    // before the saves (a Save pressed then would send the old values back).
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
    await openAutoLoan();
    await expect(page.getByLabel('Street')).toHaveValue('12 Pier Rd');
    await expect(page.getByLabel('City')).toHaveValue('Holland');
    await expect(delinquent).toBeChecked({ checked: !tickedBefore });
    await expect(page.getByRole('textbox', { name: 'Days for alert 3' })).toHaveValue('45');
    await expect(electronic).not.toBeChecked();
  });

  test('leaving an edited address asks first: No keeps the edit, Yes leaves', async ({ page }) => {
    await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
    await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
    await page.getByLabel('City').fill('Holland');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Dashboard' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await expect(unsaved).toContainText(
      'There are unsaved changes on the page, are you sure you want to continue?',
    );
    await unsaved.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/loanDetails\/00011002347$/);
    await expect(page.getByLabel('City')).toHaveValue('Holland');
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await unsaved.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/dashboard$/);
  });

  test('history shows 30/60/90/All and downloads a CSV with its rows', async ({ page }) => {
    await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
    const history = page.getByRole('table', { name: 'Loan history' });
    await page.getByLabel('All', { exact: true }).check();
    // Wait for the All list itself: while it loads the table has no rows at all.
    await expect.poll(() => history.getByRole('row').count()).toBeGreaterThan(20);
    const rowCount = await history.getByRole('row').count();

    // The token is single-use: the browser's own fetch of the file is held back so the test can
    // read the file with it once.
    await page.context().route('**/DownloadAccountHistory**', (route) => route.abort());
    const downloadRequest = page
      .context()
      .waitForEvent('request', (request) => request.url().includes('DownloadAccountHistory'));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const url = (await downloadRequest).url();
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Time,Description,Principal,Interest,Other,Total,Principal Balance');
    expect(lines).toHaveLength(rowCount);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d\d:\d\d:\d\d,/);
  });
});
