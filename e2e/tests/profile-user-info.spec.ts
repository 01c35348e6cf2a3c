import { openProfile, section } from '../support/profile-helpers';
import { expect, signIn, test } from '../support/portal-test';

test.describe('profile: user information', () => {
  test('changing the password with a wrong current password says so and keeps the old one', async ({
    page,
  }) => {
    await openProfile(page);
    const user = section(page, 'User Information');
    await user.getByLabel('Current password', { exact: true }).fill('NotMine123');
    await user.getByLabel('New password', { exact: true }).fill('Harbor2026');
    await user.getByLabel('Confirm new password', { exact: true }).fill('Harbor2026');
    await user.getByRole('button', { name: 'Save' }).click();
    await expect(user.getByRole('alert')).toHaveText('Your current password is incorrect');
    // The form keeps what was typed, so the borrower can correct the current password.
    await expect(user.getByLabel('New password', { exact: true })).toHaveValue('Harbor2026');

    await user.getByLabel('Current password', { exact: true }).fill('Welcome123');
    await user.getByRole('button', { name: 'Save' }).click();
    await expect(user.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(user.getByLabel('Current password', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/home\/login/);
    await signIn(page, 'borrower1', 'Harbor2026');
    await expect(page).toHaveURL(/dashboard$/);
  });

  test('password rules show their messages before anything is sent', async ({ page }) => {
    await openProfile(page);
    const user = section(page, 'User Information');
    await user.getByLabel('New password', { exact: true }).fill('harbor');
    await expect(user.getByText('Password must be at least 8 characters in length.')).toBeVisible();
    await expect(user.getByText('Your current password is required')).toHaveCount(2);
    await user.getByLabel('Logon name').fill('bad name!');
    await expect(user.getByText('Username should only contain valid characters')).toBeVisible();
    await expect(user.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('the save that locks the borrower out answers Unauthorized and logs out', async ({
    page,
  }) => {
    await openProfile(page);
    const user = section(page, 'User Information');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await user.getByLabel('Current password', { exact: true }).fill(`Wrong${attempt}234`);
      await user.getByLabel('New password', { exact: true }).fill('Harbor2026');
      await user.getByLabel('Confirm new password', { exact: true }).fill('Harbor2026');
      await user.getByRole('button', { name: 'Save' }).click();
      await expect(user.getByRole('alert')).toHaveText('Your current password is incorrect');
    }
    await user.getByLabel('Current password', { exact: true }).fill('Wrong5234');
    await user.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByText('Not Authorized')).toBeVisible();
  });

  test('company1 changes the e-mail address', async ({ page }) => {
    await openProfile(page, 'company1');
    const user = section(page, 'User Information');
    await user.getByLabel('E-mail address').fill('accounts@riverside.example');
    await user.getByRole('button', { name: 'Save' }).click();
    await expect(user.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(section(page, 'User Information').getByLabel('E-mail address')).toHaveValue(
      'accounts@riverside.example',
    );
  });
});
