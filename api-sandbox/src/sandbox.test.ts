import { afterEach, describe, expect, it } from '@jest/globals';
import {
  envelope,
  makeDataDir,
  startTestSandbox,
  type TestSandbox,
} from './testing/test-sandbox.ts';

const started: TestSandbox[] = [];
/** A sandbox on a new data folder, or on `dataDir` to restart on the same data. */
const start = async (dataDir = makeDataDir()) => {
  const sandbox = await startTestSandbox(dataDir);
  started.push(sandbox);
  return sandbox;
};
afterEach(async () => {
  for (const sandbox of started.splice(0)) await sandbox.stop();
});

const options = async (sandbox: TestSandbox) =>
  (await sandbox.request('GET', '/api/setup/ApplicationOptions')).body.gassySettings.shared;

describe('persistence', () => {
  it('keeps users, login history and sessions across a restart on the same folder', async () => {
    const dataDir = makeDataDir();
    const first = await start(dataDir);
    const firstLogin = await first.login('borrower1');
    const loggedInAt = Date.now();
    await first.stop();

    const second = await start(dataDir);
    expect(
      (await second.request('GET', '/api/accountList', { token: firstLogin.UserToken })).status,
    ).toBe(200);
    const secondLogin = await second.login('borrower1');
    expect(secondLogin.LastLoggedInIP).toBe('127.0.0.1');
    expect(Math.abs(new Date(secondLogin.LastLoggedIn).getTime() - loggedInAt)).toBeLessThan(5_000);
  });

  it('keeps the active profile and overrides across a restart', async () => {
    const dataDir = makeDataDir();
    const first = await start(dataDir);
    await first.reset('sso', { 'Footer.Copyright': 'Persisted Servicing Co.' });
    await first.stop();

    const shared = await options(await start(dataDir));
    expect(shared['Features.SingleSignOn']).toBe('true');
    expect(shared['Footer.Copyright']).toBe('Persisted Servicing Co.');
  });
});

describe('POST /__sandbox/reset', () => {
  it('restores the seed: locks, logins and sessions are undone', async () => {
    const sandbox = await start();
    const seeded = await sandbox.login('borrower1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await sandbox.request('POST', '/api/login/userlogin', {
        body: { username: 'borrower2', password: 'bad' },
      });
    }

    const response = await sandbox.reset();
    expect(response.status).toBe(200);

    expect(
      (await sandbox.request('GET', '/api/accountList', { token: seeded.UserToken })).status,
    ).toBe(401);
    expect((await sandbox.login('borrower2')).IsLoggedIn).toBe(true);
    expect((await sandbox.login('borrower1')).LastLoggedIn).toBe(seeded.LastLoggedIn);
  });

  it('applies a profile plus overrides and returns the effective settings', async () => {
    const sandbox = await start();
    const response = await sandbox.reset('customer-credentials', {
      'Login.InfoText': 'Hello',
      'Features.Faq': false,
    });

    expect(response.status).toBe(200);
    expect(response.body.profile).toBe('customer-credentials');
    expect(response.body.options).toMatchObject({
      'Features.CustomerCredentials': 'true',
      'Features.PasswordRuleList': 'true',
      'Login.InfoText': 'Hello',
      'Features.Faq': 'false',
    });
    expect(await options(sandbox)).toEqual(response.body.options);
  });

  it.each([
    ['an unknown profile', { profile: 'nope' }, 'nope'],
    [
      'an unknown option key',
      { options: { 'Features.DoesNotExist': 'true' } },
      'Features.DoesNotExist',
    ],
  ])('answers 400 naming %s, and changes nothing', async (_, body, named) => {
    const sandbox = await start();
    await sandbox.reset('sso');
    const response = await sandbox.request('POST', '/__sandbox/reset', { body });

    expect(response.status).toBe(400);
    expect(response.body.HasNoErrors).toBe(false);
    expect(response.body.Errors[0].ErrorMessage).toContain(named);
    expect((await options(sandbox))['Features.SingleSignOn']).toBe('true');
  });
});

describe('other sandbox control calls', () => {
  it('answers health, and 404 NotFound for an unknown path', async () => {
    const sandbox = await start();
    expect((await sandbox.request('GET', '/__sandbox/health')).body).toEqual({ ok: true });
    const missing = await sandbox.request('GET', '/api/NoSuchCall');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(envelope('NotFound'));
  });
});
