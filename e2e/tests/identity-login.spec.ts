import { expect, logOut, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

test.describe('identity: login steps', () => {
  test('mfauser1 enters the security code with a trusted device, then signs in again without it', async ({
    page,
  }) => {
    await signIn(page, 'mfauser1');
    await expect(page.getByRole('heading', { name: 'Security Code' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('A security code is required')).toBeVisible();
    await page.getByLabel('Security Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('The security code is invalid');
    await page.getByLabel('Security Code').fill('123456');
    await page.getByLabel('This is a trusted device').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('Casey Rivera');

    const stored = await page.evaluate(() => localStorage.getItem('portal.trustedDevices'));
    expect(Object.keys(JSON.parse(stored ?? '{}'))).toEqual(['100003']);

    await logOut(page);
    await signIn(page, 'mfauser1');
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('cancelling the security code returns to the form', async ({ page }) => {
    await signIn(page, 'mfauser1');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('newpass1 changes the password, sets a secret question and lands on the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'newpass1');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByLabel('New Password').fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters in length.')).toBeVisible();
    await expect(page.getByText('Passwords Do Not Match')).toBeVisible();

    await page.getByLabel('New Password').fill('Welcome123');
    await page.getByLabel('Confirm Password').fill('Welcome123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You cannot reuse a previous password. Please choose a different password.',
    );

    await page.getByLabel('New Password').fill('Brandnew123');
    await page.getByLabel('Confirm Password').fill('Brandnew123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Set Up a Secret Question' })).toBeVisible();
    await page.getByLabel('Secret Question').selectOption('What city were you born in?');
    await page.getByLabel('Secret Answer').fill('Lakeside');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('maintenance mode hides the form', async ({ page }) => {
    await resetSandbox('maintenance');
    await page.goto('/#/home/login');
    await expect(page.getByRole('alert')).toHaveText(
      'The portal is offline for maintenance. Please try again later.',
    );
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('keyboard only: tab to the fields, type and press Enter', async ({ page }) => {
    await page.goto('/#/home/login');
    await page.getByLabel('Username').focus();
    await page.keyboard.type('borrower1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Welcome123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('identity: login under the mfa and customer-credentials profiles', () => {
  test('under the mfa profile every user is asked for the code', async ({ page }) => {
    await resetSandbox('mfa');
    await signIn(page, 'borrower1');
    await expect(page.getByRole('heading', { name: 'Security Code' })).toBeVisible();
    await page.getByLabel('Security Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('customer credentials show the rule list and the combined message', async ({ page }) => {
    await resetSandbox('customer-credentials');
    await signIn(page, 'newpass1');
    await page.getByLabel('New Password').fill('lowercase1');
    const rules = page.getByRole('list', { name: 'Password requirements' });
    await expect(rules.getByText(/Contains a capital letter/)).toContainText('(not met)');
    await expect(rules.getByText(/Contains a number/)).toContainText('(met)');
    await page.getByLabel('Confirm Password').fill('lowercase1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByText('Password requirements are not met, please try again'),
    ).toBeVisible();

    await page.getByLabel('New Password').fill('Harbor!View42');
    await page.getByLabel('Confirm Password').fill('Harbor!View42');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Set Up a Secret Question' })).toBeVisible();
  });
});
