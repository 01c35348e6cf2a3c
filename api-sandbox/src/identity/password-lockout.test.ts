import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { LOCKOUT_WINDOW_MS, MAX_FAILED_ATTEMPTS } from '../auth/lockout.ts';
import { SEED_TOKENS } from './identity-tables.ts';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 52 items 1 and 3: every password check counts toward one lockout per name, known or
// not; the lock lasts LOCKOUT_WINDOW_MS; a locked name answers locked whatever the password.

let clock = Date.parse('2026-06-01T12:00:00Z');
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(undefined, () => new Date(clock));
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = Date.parse('2026-06-01T12:00:00Z');
  await sandbox.reset('default', { 'Features.ValidateSsnAtLogin': 'true' });
});

const codeOf = (response: { body: { Errors?: { ErrorMessage: string }[] } }) =>
  response.body.Errors?.[0]?.ErrorMessage ?? 'ok';

const login = (username: string, password: string) =>
  sandbox.request('POST', '/api/login/userlogin', { body: { username, password } });

const verifyNewUser = (token: string, password: string, ssn = '456789012') =>
  sandbox.request('POST', '/api/Login/VerifyNewUser', {
    token,
    body: { Credentials: { UserName: 'newpass1', Password: password }, SocialSecurityNumber: ssn },
  });

async function wrongLogins(username: string, times: number): Promise<string[]> {
  const codes: string[] = [];
  for (let attempt = 1; attempt <= times; attempt += 1)
    codes.push(codeOf(await login(username, `wrong-${attempt}`)));
  return codes;
}

const LOCKED_ON_FIFTH = ['Invalid', 'Invalid', 'Invalid', 'Invalid', 'LockedOnBadPassword'];

describe('one lockout for every password check', () => {
  it('counts wrong passwords sent to VerifyNewUser, and then refuses the sign-in', async () => {
    const { UserToken } = await sandbox.login('newpass1');
    const codes: string[] = [];
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1)
      codes.push(codeOf(await verifyNewUser(UserToken, `wrong-${attempt}`)));
    expect(codes).toEqual(LOCKED_ON_FIFTH);

    const right = await verifyNewUser(UserToken, 'Welcome123');
    expect(right.status).toBe(403);
    expect(right.body).toEqual(envelope('LockedOnBadPassword'));
    expect(await login('newpass1', 'Welcome123')).toMatchObject({
      status: 403,
      body: envelope('LockedOnBadPassword'),
    });
  });

  it('answers a locked user on VerifyNewUser as a wrong password would, right password or not', async () => {
    const { UserToken } = await sandbox.login('newpass1');
    await wrongLogins('newpass1', MAX_FAILED_ATTEMPTS);
    for (const password of ['Welcome123', 'wrong-9']) {
      const response = await verifyNewUser(UserToken, password);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(envelope('LockedOnBadPassword'));
    }
  });

  it('adds sign-in, SSN-step and profile failures into one count', async () => {
    const { UserToken } = await sandbox.login('newpass1');
    expect(await wrongLogins('newpass1', 2)).toEqual(['Invalid', 'Invalid']);
    expect(codeOf(await verifyNewUser(UserToken, 'wrong-3'))).toBe('Invalid');

    const borrower = await sandbox.login('borrower1');
    expect(await wrongLogins('borrower1', 4)).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid']);
    const profile = await sandbox.request('POST', '/api/Profile/UpdateUserInfo', {
      token: borrower.UserToken,
      body: { OldPassword: 'wrong-5', NewPassword: 'Harbor2026', ConfirmNewPassword: 'Harbor2026' },
    });
    expect(profile.status).toBe(401);
    expect(codeOf(await login('borrower1', 'Welcome123'))).toBe('LockedOnBadPassword');

    expect(codeOf(await verifyNewUser(UserToken, 'wrong-4'))).toBe('Invalid');
    expect(codeOf(await login('newpass1', 'wrong-5'))).toBe('LockedOnBadPassword');
  });

  it('counts reuse checks that miss the current password, signed in or by reset link', async () => {
    const { UserToken } = await sandbox.login('borrower2');
    const signedIn = (guess: string) =>
      sandbox.request('POST', '/api/Login/ValidatePasswordForLoggedInUser', {
        token: UserToken,
        body: { PasswordToValidate: guess, InvalidWhenPasswordExists: true },
      });
    const byLink = (guess: string) =>
      sandbox.request('POST', '/api/Login/ValidatePasswordForResetPassword', {
        body: {
          PasswordToValidate: guess,
          InvalidWhenPasswordExists: true,
          ResetToken: SEED_TOKENS.resetBorrower2,
        },
      });
    for (const guess of ['Guess0001', 'Guess0002']) expect((await byLink(guess)).status).toBe(200);
    for (const guess of ['Guess0003', 'Guess0004'])
      expect((await signedIn(guess)).status).toBe(200);
    const locking = await signedIn('Guess0005');
    expect(locking).toMatchObject({ status: 403, body: envelope('LockedOnBadPassword') });

    // Locked, the check compares nothing: the right password no longer answers PasswordExists.
    expect(await signedIn('Welcome123')).toMatchObject({
      status: 403,
      body: envelope('LockedOnBadPassword'),
    });
    expect(codeOf(await login('borrower2', 'Welcome123'))).toBe('LockedOnBadPassword');
  });

  it('takes the count back when a reuse check names the current password', async () => {
    const { UserToken } = await sandbox.login('borrower2');
    expect(await wrongLogins('borrower2', MAX_FAILED_ATTEMPTS - 1)).toEqual(
      LOCKED_ON_FIFTH.slice(0, -1),
    );
    const reused = await sandbox.request('POST', '/api/Login/ValidatePasswordForLoggedInUser', {
      token: UserToken,
      body: { PasswordToValidate: 'Welcome123', InvalidWhenPasswordExists: true },
    });
    expect(reused.body).toMatchObject({ HasNoErrors: true, PasswordExists: true });
    expect(await wrongLogins('borrower2', 1)).toEqual(['Invalid']);
  });

  it('compares no half-typed password (shorter than any password), so typing costs no tries', async () => {
    const { UserToken } = await sandbox.login('borrower2');
    for (const typed of ['G', 'Gu', 'Gue', 'Gues', 'Guess', 'Guess0', 'Guess00'])
      expect(
        (
          await sandbox.request('POST', '/api/Login/ValidatePasswordForLoggedInUser', {
            token: UserToken,
            body: { PasswordToValidate: typed, InvalidWhenPasswordExists: true },
          })
        ).body,
      ).toMatchObject({ HasNoErrors: true, PasswordExists: false });
    expect((await login('borrower2', 'Welcome123')).status).toBe(200);
  });

  it('lets no parallel burst past the count', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('borrower2', `wrong-${i}`)),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'Invalid')).toHaveLength(MAX_FAILED_ATTEMPTS - 1);
    expect(codes.filter((code) => code === 'LockedOnBadPassword')).toHaveLength(
      12 - (MAX_FAILED_ATTEMPTS - 1),
    );
    expect(codeOf(await login('borrower2', 'Welcome123'))).toBe('LockedOnBadPassword');
  });
});

describe('the lock: a stated window, the same answers for unknown names', () => {
  it('answers an unknown name exactly as a known one, try by try', async () => {
    expect(await wrongLogins('borrower2', 6)).toEqual([...LOCKED_ON_FIFTH, 'LockedOnBadPassword']);
    expect(await wrongLogins('no-such-borrower', 6)).toEqual([
      ...LOCKED_ON_FIFTH,
      'LockedOnBadPassword',
    ]);
  });

  it('lasts LOCKOUT_WINDOW_MS from the locking try, then the right password signs in', async () => {
    expect(LOCKOUT_WINDOW_MS).toBe(30 * 60 * 1000);
    await wrongLogins('borrower2', MAX_FAILED_ATTEMPTS);
    clock += LOCKOUT_WINDOW_MS - 1000;
    expect(codeOf(await login('borrower2', 'Welcome123'))).toBe('LockedOnBadPassword');
    clock += 1000;
    expect((await login('borrower2', 'Welcome123')).status).toBe(200);
  });

  it('does not stretch the lock with tries made while locked', async () => {
    await wrongLogins('borrower2', MAX_FAILED_ATTEMPTS);
    clock += LOCKOUT_WINDOW_MS / 2;
    await wrongLogins('borrower2', 3);
    clock += LOCKOUT_WINDOW_MS / 2;
    expect((await login('borrower2', 'Welcome123')).status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    await wrongLogins('borrower2', MAX_FAILED_ATTEMPTS - 1);
    clock += LOCKOUT_WINDOW_MS;
    expect(await wrongLogins('borrower2', 1)).toEqual(['Invalid']);
  });

  it('keeps the institution lock of lockeduser whatever the window', async () => {
    clock += 2 * LOCKOUT_WINDOW_MS;
    expect(codeOf(await login('lockeduser', 'Welcome123'))).toBe('LockedOnBadPassword');
  });
});
