import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 52 item 2: a login-process token can call only the next step of its queue (spec 1 §4:
// security code, SSN, change password, secret question, agreements) until the queue is done.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const post = (path: string, body: unknown, token?: string) =>
  sandbox.request('POST', path, { body, ...(token ? { token } : {}) });

/** The dashboard's and the profile's first calls: what a full session reads. */
async function dashboardStatuses(token: string): Promise<number[]> {
  const list = await sandbox.request('GET', '/api/accountList', { token });
  const profile = await sandbox.request('GET', '/api/Profile/GetProfile', { token });
  return [list.status, profile.status];
}

const checkNewPassword = (token: string) =>
  post('/api/Login/ValidatePasswordForLoggedInUser', { PasswordToValidate: 'Brandnew123' }, token);
const setQuestion = (token: string) =>
  post(
    '/api/register/SetPasswordQuestion',
    { PasswordQuestion: 'Pet?', PasswordAnswer: 'Rex', UserToken: token },
    token,
  );
const verifySsn = (token: string, username = 'newpass1', password = 'Welcome123') =>
  post(
    '/api/Login/VerifyNewUser',
    { Credentials: { UserName: username, Password: password }, SocialSecurityNumber: '456789012' },
    token,
  );
const resetPassword = (enc: string) =>
  post('/api/Login/ResetPassword', { Enc: enc, Password: 'Brandnew123' });

describe('a sign-in that must change its password', () => {
  it('reaches only the change step, then the secret question, then everything', async () => {
    const login = await sandbox.login('newpass1');
    expect(await dashboardStatuses(login.UserToken)).toEqual([401, 401]);
    expect((await setQuestion(login.UserToken)).status).toBe(401);
    expect((await checkNewPassword(login.UserToken)).status).toBe(200);

    const changed = await resetPassword(login.ChangePasswordToken);
    expect(changed.body.HasNoErrors).toBe(true);
    const next: string = changed.body.UserToken;
    expect(await dashboardStatuses(next)).toEqual([401, 401]);
    expect((await checkNewPassword(next)).status).toBe(401);

    expect((await setQuestion(next)).body.HasNoErrors).toBe(true);
    expect(await dashboardStatuses(next)).toEqual([200, 200]);
  });
});

describe('every step of the queue, in order', () => {
  beforeEach(async () => {
    await sandbox.reset('mfa', { 'Features.ValidateSsnAtLogin': 'true' });
  });

  it('security code first: no SSN check and no password change before it', async () => {
    const login = await sandbox.login('newpass1');
    expect(login.IsTrustedDevice).toBe(false);
    expect((await verifySsn(login.UserToken)).body).toEqual(envelope('Unauthorized'));
    expect((await resetPassword(login.ChangePasswordToken)).body).toEqual(envelope('Expired'));
    expect(await dashboardStatuses(login.UserToken)).toEqual([401, 401]);
  });

  it('then the SSN: the password change waits for it, and the step answers only its own name', async () => {
    const login = await sandbox.login('newpass1');
    await post(
      '/api/Login/ValidateCode',
      { UserId: 'newpass1', Code: '123456', CreateTrustedDevice: false },
      login.UserToken,
    );
    expect(await dashboardStatuses(login.UserToken)).toEqual([401, 401]);
    expect((await checkNewPassword(login.UserToken)).status).toBe(401);
    expect((await resetPassword(login.ChangePasswordToken)).body).toEqual(envelope('Expired'));
    expect((await verifySsn(login.UserToken, 'borrower1')).body).toEqual(envelope('Unauthorized'));

    expect((await verifySsn(login.UserToken)).body.HasNoErrors).toBe(true);
    expect((await checkNewPassword(login.UserToken)).status).toBe(200);
    expect((await verifySsn(login.UserToken)).status).toBe(401);
    const changed = await resetPassword(login.ChangePasswordToken);
    expect(changed.body.HasNoErrors).toBe(true);
    expect((await setQuestion(changed.body.UserToken)).body.HasNoErrors).toBe(true);
    expect(await dashboardStatuses(changed.body.UserToken)).toEqual([200, 200]);
  });

  it('asks no SSN without a token, and so answers nothing about the password', async () => {
    expect((await verifySsn('')).body).toEqual(envelope('Unauthorized'));
    const full = await sandbox.login('borrower1');
    await post(
      '/api/Login/ValidateCode',
      { UserId: 'borrower1', Code: '123456', CreateTrustedDevice: false },
      full.UserToken,
    );
    expect((await verifySsn(full.UserToken, 'borrower1')).body).toEqual(envelope('Unauthorized'));
  });
});

describe('login agreements', () => {
  it('hold the token to RecordAgreements until every due one is accepted', async () => {
    // In force from today: newer than any agreement on record.
    const today = new Date().toISOString().slice(0, 10);
    await sandbox.reset('default', {
      'Features.MfaLogin': 'false',
      'Agreements.Agreement1': `https://example.com/terms|${today}|Portal Terms|login`,
      'Agreements.Agreement2': `https://example.com/privacy|${today}|Privacy|login`,
    });
    const login = await sandbox.login('borrower2');
    expect(await dashboardStatuses(login.UserToken)).toEqual([401, 401]);
    const record = (names: string[]) =>
      post(
        '/api/AgreementLog/RecordAgreements',
        {
          Agreements: names.map((name, index) => ({
            NameOfTerms: name,
            AgreementType: 11337 + index,
            WhenToAgree: 0,
            DateOfTerms: `${today}T00:00:00`,
          })),
        },
        login.UserToken,
      );
    expect((await record(['Portal Terms', 'Privacy'])).body.HasNoErrors).toBe(true);
    expect(await dashboardStatuses(login.UserToken)).toEqual([200, 200]);
  });
});
