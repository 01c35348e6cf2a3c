import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const login = (body: Record<string, unknown>) =>
  sandbox.request('POST', '/api/login/userlogin', { body });
const accountList = (token: string) => sandbox.request('GET', '/api/accountList', { token });

describe('POST /api/login/userlogin', () => {
  it('signs borrower1 in with the full login response', async () => {
    const response = await login({ username: 'borrower1', password: 'Welcome123' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      IsLoggedIn: true,
      UserName: 'borrower1',
      PersonalName: 'Alex Morgan',
      ServicingBranch: 1,
      EmailAddress: 'alex.morgan@example.com',
      EmailIsVerified: true,
      CompanyNumber: 0,
      IsTrustedDevice: true,
      BiometricsTokenExpiration: null,
      MustChangePassword: false,
      ChangePasswordToken: null,
      HasPasswordQuestion: true,
      IsEmailCommunicationRestriced: false,
      HasNoErrors: true,
      Errors: [],
    });
    expect(response.body.UserToken).toMatch(/^[0-9a-f]{32,}$/);
    expect(response.body.LastLoggedInIP).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(new Date(response.body.LastLoggedIn).getTime()).toBeLessThan(Date.now());
    expect(response.body.WebAgreementLogs).toEqual([
      { DateOfTerms: expect.any(String), DateOfAgreement: expect.any(String) },
    ]);
    expect((await accountList(response.body.UserToken)).status).toBe(200);
  });

  it('matches the user name case-insensitively', async () => {
    const response = await login({ username: 'BorRower1', password: 'Welcome123' });
    expect(response.status).toBe(200);
    expect(response.body.UserName).toBe('borrower1');
  });

  it('reports the previous login, and records this one for next time', async () => {
    const first = await sandbox.login('borrower1');
    const before = Date.now();
    const second = await sandbox.login('borrower1');

    expect(second.LastLoggedIn).not.toBe(first.LastLoggedIn);
    expect(new Date(second.LastLoggedIn).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(second.LastLoggedInIP).toBe('127.0.0.1');
  });

  it.each([
    ['a wrong password', { username: 'borrower1', password: 'Welcome124' }],
    ['an unknown user', { username: 'nobody-here', password: 'Welcome123' }],
  ])('refuses %s with 403 Invalid', async (_, body) => {
    const response = await login(body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(envelope('Invalid'));
  });

  it('refuses lockeduser with 403 LockedOnBadPassword whatever the password', async () => {
    for (const password of ['Welcome123', 'anything']) {
      const response = await login({ username: 'lockeduser', password });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(envelope('LockedOnBadPassword'));
    }
  });

  it('locks a user after 5 consecutive wrong passwords, even for the right one afterwards', async () => {
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ username: 'borrower2', password: `wrong-${attempt}` });
      expect(response.status).toBe(403);
      codes.push(response.body.Errors[0].ErrorMessage);
    }
    expect(codes).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'LockedOnBadPassword']);

    const right = await login({ username: 'borrower2', password: 'Welcome123' });
    expect(right.status).toBe(403);
    expect(right.body).toEqual(envelope('LockedOnBadPassword'));
  });

  it('starts the count again after a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login({ username: 'borrower2', password: 'nope' });
    await sandbox.login('borrower2');
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login({ username: 'borrower2', password: 'nope' });

    expect((await login({ username: 'borrower2', password: 'Welcome123' })).status).toBe(200);
  });

  it('refuses every login with 403 maintenanceModeEnabled under the maintenance profile', async () => {
    await sandbox.reset('maintenance');
    const response = await login({ username: 'borrower1', password: 'Welcome123' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(envelope('maintenanceModeEnabled'));
  });

  it('gives newpass1 MustChangePassword with a ChangePasswordToken', async () => {
    const body = await sandbox.login('newpass1');
    expect(body.MustChangePassword).toBe(true);
    expect(body.ChangePasswordToken).toEqual(expect.stringMatching(/^[0-9a-f]{32,}$/));
  });

  it('gives company1 its CompanyNumber', async () => {
    expect((await sandbox.login('company1')).CompanyNumber).toBe(7);
  });

  it('answers 400 naming the field when a required field is missing', async () => {
    const response = await login({ username: 'borrower1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope('Invalid: password is required'));
  });

  // The contract checks the types; the sandbox's own bounds on what it hashes and looks up stay.
  it.each([
    ['an empty user name', { username: '', password: 'Welcome123' }],
    ['a password over 1024 characters', { username: 'borrower1', password: 'x'.repeat(1025) }],
    [
      'more than 50 trusted-device tokens',
      { username: 'borrower1', password: 'Welcome123', trustedDeviceTokens: Array(51).fill('t') },
    ],
  ])('refuses %s with 400 Invalid, not as a wrong password', async (_, body) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope('Invalid'));
  });
});

describe('MFA (security code)', () => {
  it('gives an enrolled user a pending token that signed-in calls refuse until ValidateCode', async () => {
    const pending = await sandbox.login('mfauser1', 'Welcome123', { deviceId: 'jest-device' });
    expect(pending.IsTrustedDevice).toBe(false);
    expect((await accountList(pending.UserToken)).status).toBe(401);

    const validated = await sandbox.request('POST', '/api/Login/ValidateCode', {
      body: { UserId: 'mfauser1', Code: '123456', CreateTrustedDevice: false },
    });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      UserToken: pending.UserToken,
      EmailAddress: 'casey.rivera@example.com',
      CustomerID: expect.any(String),
      BiometricsTokenExpiration: null,
    });
    expect((await accountList(pending.UserToken)).status).toBe(200);
  });

  it('refuses a wrong code with 403 Invalid and keeps the token pending', async () => {
    const pending = await sandbox.login('mfauser1');
    const response = await sandbox.request('POST', '/api/Login/ValidateCode', {
      body: { UserId: 'mfauser1', Code: '000000', CreateTrustedDevice: false },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(envelope('Invalid'));
    expect((await accountList(pending.UserToken)).status).toBe(401);
  });

  it('skips the code on a later login that presents the trusted-device token', async () => {
    await sandbox.login('mfauser1');
    const validated = await sandbox.request('POST', '/api/Login/ValidateCode', {
      body: { UserId: 'mfauser1', Code: '123456', CreateTrustedDevice: true },
    });
    const trustedDeviceToken: string = validated.body.TrustedDeviceToken;
    expect(trustedDeviceToken).toMatch(/^[0-9a-f]{32,}$/);

    const again = await sandbox.login('mfauser1', 'Welcome123', {
      trustedDeviceTokens: ['stale', trustedDeviceToken],
    });
    expect(again.IsTrustedDevice).toBe(true);
    expect((await accountList(again.UserToken)).status).toBe(200);
  });

  it("does not accept another user's trusted-device token", async () => {
    await sandbox.reset('mfa');
    await sandbox.login('borrower2');
    const validated = await sandbox.request('POST', '/api/Login/ValidateCode', {
      body: { UserId: 'borrower2', Code: '123456', CreateTrustedDevice: true },
    });
    const stolen = await sandbox.login('borrower1', 'Welcome123', {
      trustedDeviceTokens: [validated.body.TrustedDeviceToken],
    });
    expect(stolen.IsTrustedDevice).toBe(false);
  });

  it('needs the code from every user under the mfa profile, and from none when MFA is off', async () => {
    await sandbox.reset('mfa');
    expect((await sandbox.login('borrower1')).IsTrustedDevice).toBe(false);

    await sandbox.reset('default', { 'Features.MfaLogin': 'false' });
    expect((await sandbox.login('mfauser1')).IsTrustedDevice).toBe(true);
  });

  it('answers ResendCode with HasNoErrors', async () => {
    await sandbox.login('mfauser1');
    const response = await sandbox.request('POST', '/api/Login/ResendCode', {
      body: { UserId: 'mfauser1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.HasNoErrors).toBe(true);
  });
});

describe('POST /api/Login/Logout', () => {
  it('kills the token given in the body', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request('POST', '/api/Login/Logout', { body: { UserToken } });
    expect(response.status).toBe(200);
    expect(response.body.HasNoErrors).toBe(true);
    expect((await accountList(UserToken)).status).toBe(401);
  });

  it('kills the token given in the header', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    await sandbox.request('POST', '/api/Login/Logout', { token: UserToken, body: {} });
    expect((await accountList(UserToken)).status).toBe(401);
  });

  it('refuses a body token that is not text, and ends no session', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request('POST', '/api/Login/Logout', {
      token: UserToken,
      body: { UserToken: 12345 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope('Invalid'));
    expect((await accountList(UserToken)).status).toBe(200);
  });
});
