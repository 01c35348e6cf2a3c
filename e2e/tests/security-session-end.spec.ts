import type { APIRequestContext, Page } from '@playwright/test';
import { openProfile, section } from '../support/profile-helpers';
import { expect, logOut, signIn, test } from '../support/portal-test';
import { collectResponses } from '../support/responses';
import { sessionToken } from '../support/shell-portal';

// Issue 13 item 4: every token the portal received during a sign-in ends when it is superseded,
// cancelled or logged out, and a password change ends the borrower's other sessions.

/** The UserToken of every login-process answer the page receives (userlogin, ResetPassword). */
function collectTokens(page: Page): () => Promise<string[]> {
  const answers = collectResponses(page, (response) =>
    /\/api\/(login\/userlogin|Login\/ResetPassword)$/i.test(new URL(response.url()).pathname)
      ? (response.json().catch(() => null) as Promise<{ UserToken?: unknown } | null>)
      : undefined,
  );
  return async () =>
    (await answers()).flatMap((body) =>
      typeof body?.UserToken === 'string' && body.UserToken ? [body.UserToken] : [],
    );
}

const alive = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/accountList', { headers: { UserToken: token } })).status() === 200;

async function changePasswordAtLogin(page: Page) {
  await signIn(page, 'newpass1');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('Brandnew123');
  await page.getByLabel('Confirm Password').fill('Brandnew123');
}

test('change password at login, then Logout: no token of that sign-in is left alive', async ({
  page,
}) => {
  const received = collectTokens(page);
  await changePasswordAtLogin(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Set Up a Secret Question' })).toBeVisible();
  await page.getByLabel('Secret Question').selectOption('What city were you born in?');
  await page.getByLabel('Secret Answer').fill('Lakeside');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  const tokens = await received();
  expect(tokens).toHaveLength(2); // userlogin's, then ResetPassword's
  expect(await sessionToken(page)).toBe(tokens[1]);
  expect(await alive(page.request, tokens[0] as string), 'the superseded userlogin token').toBe(
    false,
  );

  await logOut(page);
  for (const token of tokens) expect(await alive(page.request, token), token).toBe(false);
});

test('maintenance cancels the sign-in after change password: every token it received is dead', async ({
  page,
}) => {
  const received = collectTokens(page);
  await changePasswordAtLogin(page);
  // The back end goes into maintenance between two steps (spec 1 §4: the process cancels).
  await page.route('**/api/MaintenanceMode', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ isEnabled: true }) }),
  );
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The portal is offline for maintenance. Please try again later.',
  );
  const tokens = await received();
  expect(tokens).toHaveLength(2);
  await expect
    .poll(async () => Promise.all(tokens.map((token) => alive(page.request, token))))
    .toEqual([false, false]);
  expect(await sessionToken(page)).toBeNull();
});

test('a password change in the profile ends a second session of the same borrower', async ({
  page,
}) => {
  const other = await page.request.post('/api/login/userlogin', {
    data: { username: 'borrower1', password: 'Welcome123' },
  });
  const otherToken = ((await other.json()) as { UserToken: string }).UserToken;
  const someoneElse = (
    (await (
      await page.request.post('/api/login/userlogin', {
        data: { username: 'borrower2', password: 'Welcome123' },
      })
    ).json()) as { UserToken: string }
  ).UserToken;
  expect(await alive(page.request, otherToken)).toBe(true);

  await openProfile(page);
  const user = section(page, 'User Information');
  await user.getByLabel('Current password', { exact: true }).fill('Welcome123');
  await user.getByLabel('New password', { exact: true }).fill('Harbor2026');
  await user.getByLabel('Confirm new password', { exact: true }).fill('Harbor2026');
  await user.getByRole('button', { name: 'Save' }).click();
  await expect(user.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  expect(await alive(page.request, otherToken), 'the other session of borrower1').toBe(false);
  expect(await alive(page.request, someoneElse), "borrower2's session").toBe(true);
  // The session that made the change goes on.
  await page.goto('/#/myaccount/dashboard');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  expect(await alive(page.request, (await sessionToken(page)) as string)).toBe(true);
});

test('a sign-in cancelled at its step ends its token', async ({ page }) => {
  const received = collectTokens(page);
  await signIn(page, 'newpass1');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const tokens = await received();
  expect(tokens).toHaveLength(1);
  await expect.poll(() => alive(page.request, tokens[0] as string)).toBe(false);
});
