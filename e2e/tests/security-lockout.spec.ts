// Issue 52 items 1 and 3: the back end holds the password line. Every password check counts
// toward one lockout, the lock answers the same for unknown names, and a sign-in's security
// code gives no new guesses on resend. Each journey fails on a back end without these.
import type { Page } from '@playwright/test';
import { expect, logOut, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const INVALID = 'Username or password is invalid.';
const LOCKED = 'You have exceeded the maximum number of login attempts';

/** One try on the login form; answers the message the borrower reads once it is back. */
async function loginAnswer(page: Page, username: string, password: string): Promise<string> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse(/\/api\/login\/userlogin$/i);
  await page.getByRole('button', { name: 'Login' }).click();
  await answered;
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  return ((await page.getByRole('alert').textContent()) ?? '').trim();
}

test.describe('one password lockout (issue 52)', () => {
  // Every try hashes a password (scrypt) on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('wrong passwords sent to the SSN step check lock the sign-in', async ({ page }) => {
    await resetSandbox('default', { 'Features.ValidateSsnAtLogin': 'true' });
    const login = page.waitForResponse(/\/api\/login\/userlogin$/i);
    await signIn(page, 'newpass1');
    const { UserToken } = (await (await login).json()) as { UserToken: string };
    await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();

    // Someone holding the step's token tries passwords on VerifyNewUser instead of the form.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await page.request.post('/api/Login/VerifyNewUser', {
        headers: { UserToken },
        data: {
          Credentials: { UserName: 'newpass1', Password: `guess-${attempt}` },
          SocialSecurityNumber: '456789012',
        },
      });
      expect(answer.status()).toBe(403);
    }

    await page.getByRole('button', { name: 'Cancel' }).click();
    await signIn(page, 'newpass1');
    await expect(page.getByRole('alert')).toHaveText(LOCKED);
    await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toHaveCount(0);
  });

  test('guesses sent to the signed-in reuse check lock the sign-in', async ({ page }) => {
    const login = page.waitForResponse(/\/api\/login\/userlogin$/i);
    await signIn(page, 'borrower2');
    const { UserToken } = (await (await login).json()) as { UserToken: string };
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);

    // Someone holding the session's token asks "is this my password?" through the reuse check.
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await page.request.post('/api/Login/ValidatePasswordForLoggedInUser', {
        headers: { UserToken },
        data: { PasswordToValidate: `Guess000${attempt}`, InvalidWhenPasswordExists: true },
      });
      answers.push(answer.status());
    }
    expect(answers).toEqual([200, 200, 200, 200, 403]);

    await logOut(page);
    expect(await loginAnswer(page, 'borrower2', 'Welcome123')).toBe(LOCKED);
  });

  test('the fifth wrong password locks, and an unknown name answers exactly the same', async ({
    page,
  }) => {
    await page.goto('/#/home/login');
    for (const username of ['borrower2', 'nobody-by-this-name']) {
      const answers: string[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1)
        answers.push(await loginAnswer(page, username, `guess-${attempt}`));
      expect(answers, username).toEqual([INVALID, INVALID, INVALID, INVALID, LOCKED, LOCKED]);
    }
    // Locked means locked: the right password is refused too, with the same words.
    expect(await loginAnswer(page, 'borrower2', 'Welcome123')).toBe(LOCKED);
  });

  test('a resent security code gives no new guesses', async ({ page }) => {
    await signIn(page, 'mfauser1');
    const code = page.getByLabel('Security Code');
    for (const guess of ['000001', '000002']) {
      await code.fill(guess);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toHaveText('The security code is invalid');
      await page.getByRole('button', { name: 'Verify' }).waitFor();
    }
    await code.fill('000003');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    );
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('There was an error while validating.');

    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    );
    await expect(page).not.toHaveURL(/#\/myaccount\/dashboard$/);
  });
});
