import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

test.describe('servicing: contact info change', () => {
  test('request a new address and phone for two loans', async ({ page }) => {
    await resetSandbox('all-features');
    await signInAndOpen(page, '/myaccount/requestChange');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Auto Loan 0001100234').check();
    await page.getByLabel('Home Equity Loan 0001100235').check();
    await page.getByRole('switch', { name: 'Change Address' }).check();
    await page.getByLabel('New Address Line 1').fill('12 Pier Rd');
    await page.getByLabel('New Address City').fill('Holland');
    await page.getByLabel('New Address State').selectOption('MI');
    await page.getByLabel('New Address Zip').pressSequentially('494a23');
    await expect(page.getByLabel('New Address Zip')).toHaveValue('49423');
    await page.getByRole('switch', { name: 'Change Phone' }).check();
    await page.getByLabel('Old Phone Number').pressSequentially('2695550100');
    await expect(page.getByText('Must Enter Old Phone Number and New Phone Number')).toBeVisible();
    await page.getByLabel('New Phone Number').pressSequentially('2695550111');
    await expect(page.getByLabel('New Phone Number')).toHaveValue('(269) 555-0111');
    await submit.click();
    await expect(page.getByText('Request sent')).toBeVisible();
    await expect(page.getByText('Request sent')).toHaveCount(0, { timeout: 6000 });
    await expect(page.getByLabel('Auto Loan 0001100234')).not.toBeChecked();
  });
});
