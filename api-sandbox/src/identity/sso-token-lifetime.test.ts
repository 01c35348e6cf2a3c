import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// The SSO provider's token travels in the URL (the portal's #/home/sso?token=…, a fragment no
// server sees). It is bound to one purpose and one use; it must also die within minutes, so a
// link left in the history or shared by mistake does not sign anyone in later.
let clock = new Date('2026-11-25T09:00:00Z');
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(undefined, () => clock);
  await sandbox.reset('sso');
});
afterAll(() => sandbox.close());

async function providerToken(): Promise<string> {
  const html = await (await fetch(`${sandbox.url}/api/__sandbox/sso-login`)).text();
  return /token=([0-9a-f]{40})"[^>]*>Sign in as mfauser1/.exec(html)?.[1] ?? '';
}

const signIn = async (token: string) =>
  (await sandbox.request('POST', '/api/Login/SsoLogin', { body: { Token: token, Channel: 'Web' } }))
    .body as { IsLoggedIn: boolean; UserToken?: string | null };
const accountListStatus = async (token: string) =>
  (await sandbox.request('GET', '/api/accountList', { token })).status;

it('signs in with a token used within five minutes', async () => {
  const token = await providerToken();
  clock = new Date(clock.getTime() + 4 * 60_000);
  expect((await signIn(token)).IsLoggedIn).toBe(true);
});

it('refuses a token more than five minutes old', async () => {
  const token = await providerToken();
  clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
  expect((await signIn(token)).IsLoggedIn).toBe(false);
});

it('signs in once: the same token a second time signs nobody in', async () => {
  const token = await providerToken();
  expect((await signIn(token)).IsLoggedIn).toBe(true);
  expect((await signIn(token)).IsLoggedIn).toBe(false);
});

it('is not the session: the session token differs, and the SSO token opens no account', async () => {
  const token = await providerToken();
  expect(await accountListStatus(token)).toBe(401);
  const { UserToken } = await signIn(token);
  expect(UserToken).toMatch(/.+/);
  expect(UserToken).not.toBe(token);
  expect(await accountListStatus(UserToken ?? '')).toBe(200);
  expect(await accountListStatus(token)).toBe(401);
});
