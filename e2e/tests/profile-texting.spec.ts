import { openProfile, section } from '../support/profile-helpers';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

test.describe('profile: text alerts', () => {
  test('text alerts are turned on through the texting terms', async ({ page }) => {
    await resetSandbox('default', { 'Profile.TextMessages': 'true' });
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    const notifications = section(page, 'Notifications');
    const logOnByText = notifications.getByRole('checkbox', { name: 'You log on by text' });
    await expect(logOnByText).toBeDisabled();

    // Disagreeing turns the toggle back off, with no error.
    await personal.getByLabel('Text messages to phone 1').click();
    const terms = page.getByRole('dialog', { name: 'Texting Terms' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Disagree' }).click();
    await expect(terms).toHaveCount(0);
    await expect(personal.getByLabel('Text messages to phone 1')).not.toBeChecked();
    await expect(personal.getByRole('alert')).toHaveCount(0);

    await personal.getByLabel('Text messages to phone 1').click();
    await page
      .getByRole('dialog', { name: 'Texting Terms' })
      .getByRole('button', { name: 'I Agree' })
      .click();
    await expect(personal.getByLabel('Text messages to phone 1')).toBeChecked();
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await expect(logOnByText).toBeEnabled();
    await logOnByText.check();
    await notifications.getByRole('button', { name: 'Save' }).click();
    await expect(notifications.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.reload();
    await expect(
      section(page, 'Notifications').getByRole('checkbox', { name: 'You log on by text' }),
    ).toBeChecked();
  });

  test('the texting subscription dialog asks for the terms, then saves only the changes', async ({
    page,
  }) => {
    await resetSandbox('default', {
      'Profile.TextMessages': 'true',
      'Profile.TextingSubscriptionDialogs': 'true',
    });
    const modifications: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ModifySubscriptions')) modifications.push(request.postDataJSON());
    });
    await openProfile(page);
    await section(page, 'Personal Information')
      .getByRole('button', { name: 'Texting options for phone 1' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Texting options for 616-555-0142' });
    await dialog.getByRole('button', { name: 'Disagree' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'In order to use texting you must agree to the terms.',
    );
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    const account = dialog.getByLabel('Account texts from Lakeside Loan Servicing');
    await expect(account).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await account.check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    expect(modifications).toEqual([
      {
        PhoneNumber: '6165550142',
        Options: [{ BrandingId: 1, OptInMarketing: null, OptInAccount: true }],
      },
    ]);
    // The phone is now opted in, so text alerts can be chosen.
    await expect(
      section(page, 'Notifications').getByRole('checkbox', { name: 'You log on by text' }),
    ).toBeEnabled();
  });

  test('a subscription change the provider refuses is reverted with the modify message', async ({
    page,
  }) => {
    await resetSandbox('default', {
      'Profile.TextMessages': 'true',
      'Profile.TextingSubscriptionDialogs': 'true',
    });
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    // The sandbox's texting provider refuses every change for numbers ending in 9999.
    await personal.getByLabel('Phone 2').fill('269-555-9999');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await personal.getByRole('button', { name: 'Texting options for phone 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Texting options for 269-555-9999' });
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await dialog.getByLabel('Marketing texts from Lakeside Rewards').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'An error occurred while modifying your subscriptions. The form has been set to reflect the changes (if any) that have been made on the server.',
    );
    await expect(dialog.getByLabel('Marketing texts from Lakeside Rewards')).not.toBeChecked();
    // Closing clears the dialog's errors.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
