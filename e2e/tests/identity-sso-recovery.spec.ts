import { expect, test } from '../support/portal-test';
import { outbox } from '../support/identity-sandbox';
import { resetSandbox } from '../support/sandbox';

test.describe('identity: single sign-on', () => {
  test('the login page sends the browser to the SSO provider, whose token signs in', async ({
    page,
  }) => {
    await resetSandbox('sso');
    await page.goto('/#/home/login');
    await expect(page.getByRole('heading', { name: 'Sandbox SSO provider' })).toBeVisible();
    await page.getByRole('link', { name: /Sign in as borrower1/ }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('Alex Morgan');
  });

  test('cancelling a login step returns to the SSO login marked user-cancelled', async ({
    page,
  }) => {
    await resetSandbox('sso');
    await page.goto('/api/__sandbox/sso-login');
    await page.getByRole('link', { name: /Sign in as newpass1/ }).click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/api\/__sandbox\/sso-login\?reason=userCancelled$/);
    await expect(page.getByRole('status')).toContainText('userCancelled');
  });

  test('an unknown token goes back to the provider with reason notLoggedIn', async ({ page }) => {
    await resetSandbox('sso');
    await page.goto('/#/home/sso?token=not-a-real-sso-token');
    await expect(page).toHaveURL(/sso-login\?reason=notLoggedIn$/);
  });

  test('no token goes to login with the not-authorized banner (SSO off: the form)', async ({
    page,
  }) => {
    await page.goto('/#/home/sso');
    await expect(page).toHaveURL(/#\/home\/login/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('identity: recovery', () => {
  test('borrower1 recovers with the secret answer and resets the password from the e-mail link', async ({
    page,
  }) => {
    await page.goto('/#/home/recovery');
    // Continue is disabled while the form is invalid, also on arrival (spec 1 §5); each field
    // says what it needs once visited.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('Email').focus();
    await page.getByLabel('Date of Birth').focus();
    await page.getByLabel('Zip Code').focus();
    await page.getByLabel('Email').focus();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Date of Birth is required')).toBeVisible();
    await expect(page.getByText('Zip Code is required')).toBeVisible();

    await page.getByLabel('Email').fill('alex.morgan@example.com');
    await page.getByLabel('Date of Birth').fill('04121980');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('04/12/1980');
    await page.getByLabel('Zip Code').fill('4911a6');
    await expect(page.getByLabel('Zip Code')).toHaveValue('49116');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your username is borrower1')).toBeVisible();
    await expect(page.getByText('What city were you born in?')).toBeVisible();

    await page.getByLabel('Secret Answer').fill('Nowhere');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to recover credentials, please verify your information or contact your local branch.',
    );
    await page.getByLabel('Secret Answer').fill('Springfield');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('An e-mail with instructions to reset your password will arrive shortly.'),
    ).toBeVisible();

    const link = (await outbox()).at(-1)?.Link;
    expect(link).toMatch(/^\/#\/home\/forcePasswordChange\//);
    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
    await page.getByLabel('New Password').fill('Recovered123');
    await page.getByLabel('Confirm Password').fill('Recovered123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('an unknown borrower stays on the step with the error', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Date of Birth').fill('01/01/1980');
    await page.getByLabel('Zip Code').fill('12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The information you entered is invalid, please check your information and try again',
    );
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  });

  test('an expired reset link says so', async ({ page }) => {
    await page.goto('/#/home/forcePasswordChange/reset-expired');
    await expect(page.getByText('The Password Reset Token Has Expired')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });
});
