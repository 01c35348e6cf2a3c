// Issue 52 item 2: a login-process token reaches only the next step of its queue (spec 1 §4)
// until the queue is done. The borrower's flow is unchanged; what the token can call is not.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

/** Signs in through the form and answers the login response the browser received. */
async function signInCapturing(page: Page, username: string) {
  const answer = page.waitForResponse(/\/api\/login\/userlogin$/i);
  await signIn(page, username);
  return (await (await answer).json()) as { UserToken: string; ChangePasswordToken: string };
}

/** What the dashboard and profile would read with this token: their HTTP statuses. */
async function dashboardReads(request: APIRequestContext, token: string): Promise<number[]> {
  const headers = { UserToken: token };
  const list = await request.get('/api/accountList', { headers });
  const profile = await request.get('/api/Profile/GetProfile', { headers });
  return [list.status(), profile.status()];
}

test.describe('the login queue holds the token (issue 52)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('newpass1 changes its password and lands on the dashboard; before that its token reads nothing', async ({
    page,
  }) => {
    const login = await signInCapturing(page, 'newpass1');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(await dashboardReads(page.request, login.UserToken)).toEqual([401, 401]);

    await page.getByLabel('New Password').fill('Brandnew123');
    await page.getByLabel('Confirm Password').fill('Brandnew123');
    const changed = page.waitForResponse(/\/api\/Login\/ResetPassword$/i);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const { UserToken: next } = (await (await changed).json()) as { UserToken: string };
    await expect(page.getByRole('heading', { name: 'Set Up a Secret Question' })).toBeVisible();
    // The change's new token owes the secret question still.
    expect(await dashboardReads(page.request, next)).toEqual([401, 401]);

    await page.getByLabel('Secret Question').selectOption('What city were you born in?');
    await page.getByLabel('Secret Answer').fill('Lakeside');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('Taylor Brooks');
  });

  test('security code, SSN, password: no step can be skipped with the token, the borrower goes through them all', async ({
    page,
  }) => {
    await resetSandbox('mfa', { 'Features.ValidateSsnAtLogin': 'true' });
    const login = await signInCapturing(page, 'newpass1');
    await expect(page.getByRole('heading', { name: 'Security Code' })).toBeVisible();
    // The login answer carries the ChangePasswordToken: it must not get around the code.
    const skip = await page.request.post('/api/Login/ResetPassword', {
      data: { Enc: login.ChangePasswordToken, Password: 'Skipped123' },
    });
    expect(skip.status()).toBe(403);

    await page.getByLabel('Security Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
    expect(await dashboardReads(page.request, login.UserToken)).toEqual([401, 401]);
    expect(
      (
        await page.request.post('/api/Login/ResetPassword', {
          data: { Enc: login.ChangePasswordToken, Password: 'Skipped123' },
        })
      ).status(),
    ).toBe(403);

    await page.getByLabel('Social Security Number').fill('456789012');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByLabel('New Password').fill('Brandnew123');
    await page.getByLabel('Confirm Password').fill('Brandnew123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Secret Question').selectOption('What city were you born in?');
    await page.getByLabel('Secret Answer').fill('Lakeside');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('login agreements: the token reads nothing until the borrower accepts them', async ({
    page,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    await resetSandbox('default', {
      'Agreements.Agreement1': `https://example.com/terms|${today}|Portal Terms|login`,
    });
    const login = await signInCapturing(page, 'borrower2');
    await expect(page.getByRole('heading', { name: 'Agreements' })).toBeVisible();
    expect(await dashboardReads(page.request, login.UserToken)).toEqual([401, 401]);

    await page.getByRole('checkbox', { name: 'I agree to the Portal Terms' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    expect(await dashboardReads(page.request, login.UserToken)).toEqual([200, 200]);
  });
});
