import { openProfile, section } from '../support/profile-helpers';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

test.describe('profile: personal information', () => {
  test('borrower1 changes the address and sees it after a reload', async ({ page }) => {
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    await expect(personal.getByLabel('Street address')).toHaveValue('418 Harbor View Rd');
    await expect(personal.getByLabel('Phone 1 (primary)')).toHaveValue('616-555-0142');
    // Nothing differs yet: no Save or Cancel.
    await expect(personal.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await personal.getByLabel('Street address').fill('22 Lake Shore Dr');
    await personal.getByLabel('City').fill('Harbert');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(personal.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.reload();
    await expect(section(page, 'Personal Information').getByLabel('Street address')).toHaveValue(
      '22 Lake Shore Dr',
    );
    await expect(section(page, 'Personal Information').getByLabel('City')).toHaveValue('Harbert');
  });

  test('a PO box address is refused with its message and nothing is saved', async ({ page }) => {
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    await personal.getByLabel('Street address').fill('PO Box 418');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('alert')).toHaveText(
      'Physical address cannot contain a PO box',
    );
    // Cancel restores the saved copy and clears the error.
    await personal.getByRole('button', { name: 'Cancel' }).click();
    await expect(personal.getByLabel('Street address')).toHaveValue('418 Harbor View Rd');
    await expect(personal.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(section(page, 'Personal Information').getByLabel('Street address')).toHaveValue(
      '418 Harbor View Rd',
    );
  });

  test('field rules show the spec messages and keep Save disabled; hostile text is just text', async ({
    page,
  }) => {
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    await personal.getByLabel('Street address').fill('<img src=x onerror=alert(1)>'.repeat(2));
    await expect(personal.getByText('Cannot be longer than 45 characters')).toBeVisible();
    await personal.getByLabel('Zip code').fill('4911');
    await expect(personal.getByText('Zip code must be 5 digits')).toBeVisible();
    await personal.getByLabel('Phone 1 (primary)').fill('616-555');
    await expect(
      personal.getByText('Phone number is invalid. A 10 digit phone number is required'),
    ).toBeVisible();
    await expect(personal.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('company1 sees their profile', async ({ page }) => {
    await resetSandbox('default', { 'Features.FileServices': 'true' });
    await openProfile(page, 'company1');
    await expect(section(page, 'Personal Information').getByLabel('Phone 1 (primary)')).toHaveValue(
      '269-555-0111',
    );
    await expect(section(page, 'User Information').getByLabel('Logon name')).toHaveValue(
      'company1',
    );
    // Company users have no profile documents, even with file services on.
    await expect(page.getByRole('heading', { name: 'Profile Documents' })).toHaveCount(0);
  });

  test('a setting hides personal information for company users only', async ({ page }) => {
    await resetSandbox('default', { 'Profile.HidePersonalInformationForCompanyUsers': 'true' });
    await openProfile(page, 'company1');
    await expect(section(page, 'User Information')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await openProfile(page, 'borrower1');
    await expect(section(page, 'Personal Information')).toBeVisible();
  });
});
