import { openProfile, section } from '../support/profile-helpers';
import { expect, test } from '../support/portal-test';

test.describe('profile: unsaved changes', () => {
  test('a section shows Save and Cancel only while it differs from its saved copy', async ({
    page,
  }) => {
    await openProfile(page);
    const notifications = section(page, 'Notifications');
    await expect(notifications.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    const logOn = notifications.getByRole('checkbox', { name: 'You log on by email' });
    await logOn.check();
    await expect(notifications.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // Undoing the change by hand makes the section clean again.
    await logOn.uncheck();
    await expect(notifications.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await logOn.check();
    await notifications.getByRole('button', { name: 'Cancel' }).click();
    await expect(logOn).not.toBeChecked();
  });

  // Needs the shell's unsaved-changes modal (issue 3); the profile sets the portal's unsaved
  // flag ({ source: 'profile' }) while any section is dirty, which that guard reads.
  test.fixme('leaving with unsaved changes asks first; No stays with the edits', async ({
    page,
  }) => {
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    await personal.getByLabel('City').fill('Harbert');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(
      'There are unsaved changes on the page, are you sure you want to continue?',
    );
    await modal.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/profile$/);
    await expect(personal.getByLabel('City')).toHaveValue('Harbert');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/dashboard$/);
  });
});
