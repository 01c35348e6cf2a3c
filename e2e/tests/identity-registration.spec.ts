import { expect, test } from '../support/portal-test';
import { outbox } from '../support/identity-sandbox';
import { resetSandbox } from '../support/sandbox';
import {
  answerJamieParkersSecretQuestion,
  fillJamieParkersCredentials,
  fillJamieParkersPersonalData,
} from '../support/registration';

test.describe('identity: registration and the e-mailed links', () => {
  test('Jamie Parker registers with e-mail verification and is signed in automatically', async ({
    page,
  }) => {
    await resetSandbox('default', { 'Features.MfaRegistration': 'true' });
    await page.goto('/#/home/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

    await fillJamieParkersPersonalData(page);
    await expect(page.getByLabel('Account Number')).toHaveValue('0006-100805-2');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText(/We sent a security code to j\*\*\*@example.com/)).toBeVisible();
    const code = (await outbox()).at(-1)?.Code ?? '';
    await page.getByLabel('Security Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();

    await answerJamieParkersSecretQuestion(page);

    await fillJamieParkersCredentials(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your account has been registered.')).toBeVisible();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('banner')).toContainText('Jamie Parker');
  });

  test('activation sets the password and signs in', async ({ page }) => {
    await page.goto('/#/home/activate?token=activate-jamie');
    await page.getByLabel('New Password').fill('Activate123');
    await page.getByLabel('Confirm Password').fill('Activate123');
    await page.getByRole('button', { name: 'Activate' }).click();
    // Signed in automatically; a new user without a secret question sets one up first.
    await expect(page.getByRole('heading', { name: 'Set Up a Secret Question' })).toBeVisible();
    await page.getByLabel('Secret Question').selectOption('What street did you grow up on?');
    await page.getByLabel('Secret Answer').fill('Main');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('a taken logon name is reported on activation', async ({ page }) => {
    await page.goto('/#/home/activate?token=activate-taken');
    await page.getByLabel('New Password').fill('Activate123');
    await page.getByLabel('Confirm Password').fill('Activate123');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There is already a user with this logon name created',
    );
  });

  test('the verify-email link goes to login', async ({ page }) => {
    await page.goto('/#/home/verifyEmail/verify-newpass1');
    await expect(page).toHaveURL(/#\/home\/login$/);
    // The same link opened again from the e-mail (a fresh page load) is refused.
    await page.goto('about:blank');
    await page.goto('/#/home/verifyEmail/verify-newpass1');
    await expect(page.getByRole('alert')).toContainText('We could not verify your e-mail address.');
  });
});
