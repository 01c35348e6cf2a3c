import { expect, test } from '../support/portal-test';

test.describe('identity: registration breadcrumb tabs', () => {
  test('tabs unlock as sections are completed and work from the keyboard', async ({ page }) => {
    await page.goto('/#/home/register');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('Personal Data')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Security')).toHaveAttribute('aria-disabled', 'true');
    await expect(tab('Registration')).toHaveAttribute('aria-disabled', 'true');

    await page.getByLabel('Loan').check();
    await page.getByLabel('Account Number').fill('00061008052');
    await page.getByLabel('Last Name').fill('Parker');
    await page.getByLabel('Email').fill('jamie.parker@example.com');
    await page.getByLabel('SSN', { exact: true }).fill('789012345');
    await page.getByLabel(/Date of Birth/).fill('01151990');
    await page.getByLabel('Zip Code').fill('49503');
    await page.getByLabel('Phone Number').fill('6165550100');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    await expect(tab('Registration')).toHaveAttribute('aria-disabled', 'true');

    // Keyboard only: the selected tab is in the tab order; arrows move, Enter opens.
    await tab('Security').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Personal Data')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Last Name')).toHaveValue('Parker');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Security')).toBeFocused();
    await page.keyboard.press('Enter');

    await page.getByLabel('Secret Question').selectOption('What city were you born in?');
    await page.getByLabel('Secret Answer').fill('Grand Rapids');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Registration' })).toBeVisible();
    await expect(page.getByLabel('Login Name')).toBeVisible();
    await tab('Personal Data').click();
    await tab('Registration').click();
    await expect(page.getByLabel('Login Name')).toBeVisible();
  });
});
