import { referenceOf } from '@portal/api-contract/all-references';
import { createAccount } from '@portal/api-contract/identity/registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SEED_TOKENS } from './identity-tables.ts';
import { MAX_LOGIN_CODE_RESENDS } from './login-codes.ts';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

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

describe('password reset and forced change', () => {
  it('changes newpass1 password with the login ChangePasswordToken and signs in with it', async () => {
    const login = await sandbox.login('newpass1');
    expect(login.MustChangePassword).toBe(true);
    const bad = await post('/api/Login/ResetPassword', {
      Enc: login.ChangePasswordToken,
      Password: 'short1',
    });
    expect(bad).toMatchObject({ status: 403, body: envelope('PasswordTooShort') });
    const reused = await post('/api/Login/ResetPassword', {
      Enc: login.ChangePasswordToken,
      Password: 'Welcome123',
    });
    expect(reused.body).toEqual(envelope('ReusedPassword'));
    const done = await post('/api/Login/ResetPassword', {
      Enc: login.ChangePasswordToken,
      Password: 'Brandnew123',
    });
    expect(done).toMatchObject({ status: 200, body: { HasNoErrors: true, IsLoggedIn: true } });
    const again = await sandbox.login('newpass1', 'Brandnew123');
    expect(again.MustChangePassword).toBe(false);
  });

  it.each([
    ['abcdefghij', 'PasswordNeedsLetterNumber'],
    ['borrower2x1', 'PasswordSameAsLogin'],
    ['a234567890', 'PasswordSameAsSSN'],
  ])('refuses %p with %p', async (password, code) => {
    const response = await post('/api/Login/ResetPassword', {
      Enc: SEED_TOKENS.resetBorrower2,
      Password: password,
    });
    expect(response).toMatchObject({ status: 403, body: envelope(code) });
  });

  it('answers Expired for an expired or unknown token, and says so on the expiry check', async () => {
    for (const enc of [SEED_TOKENS.resetExpired, 'nope']) {
      const response = await post('/api/Login/ResetPassword', {
        Enc: enc,
        Password: 'Brandnew123',
      });
      expect(response.body).toEqual(envelope('Expired'));
      expect((await post('/api/Login/CheckTokenExpiration', { Token: enc })).body.Expired).toBe(
        true,
      );
    }
    expect(
      (await post('/api/Login/CheckTokenExpiration', { Token: SEED_TOKENS.resetBorrower2 })).body
        .Expired,
    ).toBe(false);
    expect(
      (await post('/api/Login/LookupLoginFromToken', { UserToken: SEED_TOKENS.resetBorrower2 }))
        .body,
    ).toMatchObject({ HasNoErrors: true, Logon: 'borrower2' });
  });

  it('checks a typed password against SSN, e-mail and previous passwords', async () => {
    const response = await post('/api/Login/ValidatePasswordForResetPassword', {
      PasswordToValidate: '234-56-7890',
      InvalidWhenMatchesSSN: true,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: true,
      ResetToken: SEED_TOKENS.resetBorrower2,
    });
    expect(response.body).toMatchObject({
      PasswordMatchesSSN: true,
      PasswordMatchesEmail: false,
      PasswordExists: false,
    });
    const reused = await post('/api/Login/ValidatePasswordForResetPassword', {
      PasswordToValidate: 'Welcome123',
      InvalidWhenPasswordExists: true,
      ResetToken: SEED_TOKENS.resetBorrower2,
    });
    expect(reused.body.PasswordExists).toBe(true);
  });

  it('serves the rule lists', async () => {
    const rules = await post('/api/CredentialValidationRules/GetPasswordValidationRules', {});
    expect(rules.body).toContainEqual(expect.objectContaining({ ValidationRuleType: 11 }));
  });
});

describe('login steps', () => {
  it('verifies the SSN of an unverified user', async () => {
    await sandbox.reset('default', { 'Features.ValidateSsnAtLogin': 'true' });
    const login = await sandbox.login('newpass1');
    const wrong = await post(
      '/api/Login/VerifyNewUser',
      {
        Credentials: { UserName: 'newpass1', Password: 'Welcome123' },
        SocialSecurityNumber: '111111111',
      },
      login.UserToken,
    );
    expect(wrong.body.HasNoErrors).toBe(false);
    const right = await post(
      '/api/Login/VerifyNewUser',
      {
        Credentials: { UserName: 'newpass1', Password: 'Welcome123' },
        SocialSecurityNumber: '456-78-9012',
      },
      login.UserToken,
    );
    expect(right.body.HasNoErrors).toBe(true);
    expect((await sandbox.login('newpass1')).EmailIsVerified).toBe(true);
  });

  it('sets the secret question and records agreements for a signed-in user', async () => {
    const first = await sandbox.login('newpass1');
    const changed = await post('/api/Login/ResetPassword', {
      Enc: first.ChangePasswordToken,
      Password: 'Brandnew123',
    });
    const login = { UserToken: changed.body.UserToken as string };
    const set = await post(
      '/api/register/SetPasswordQuestion',
      { PasswordQuestion: 'Pet?', PasswordAnswer: 'Rex', UserToken: login.UserToken },
      login.UserToken,
    );
    expect(set.body.HasNoErrors).toBe(true);
    const bad = await post(
      '/api/register/SetPasswordQuestion',
      { PasswordQuestion: 'Pet?', PasswordAnswer: '<b>' },
      login.UserToken,
    );
    expect(bad.status).toBe(400);
    const agreed = await post(
      '/api/AgreementLog/RecordAgreements',
      {
        Agreements: [
          {
            NameOfTerms: 'Terms',
            AgreementType: 11337,
            WhenToAgree: 0,
            DateOfTerms: '2025-01-01T00:00:00',
          },
        ],
      },
      login.UserToken,
    );
    expect(agreed.body.HasNoErrors).toBe(true);
    const after = await sandbox.login('newpass1', 'Brandnew123');
    expect(after.HasPasswordQuestion).toBe(true);
    expect(after.WebAgreementLogs).toHaveLength(1);
  });

  it('verifies an e-mail link once', async () => {
    expect(
      (await post('/api/Login/ValidateEmail', { EncryptedUserData: SEED_TOKENS.verifyNewpass1 }))
        .body.HasNoErrors,
    ).toBe(true);
    expect(
      (await post('/api/Login/ValidateEmail', { EncryptedUserData: SEED_TOKENS.verifyNewpass1 }))
        .body.HasNoErrors,
    ).toBe(false);
  });

  it('opts out with the token and refuses anything else', async () => {
    expect(
      (await post('/api/OptOut/OptOut', { EmailAddress: SEED_TOKENS.optOutBorrower1 })).body
        .HasNoErrors,
    ).toBe(true);
    expect(
      (await post('/api/OptOut/OptOut', { EmailAddress: 'someone@example.com' })).body.HasNoErrors,
    ).toBe(false);
  });
});

describe('single sign-on', () => {
  it('serves the provider page whose links sign in once', async () => {
    await sandbox.reset('sso');
    const response = await fetch(`${sandbox.url}/api/__sandbox/sso-login?reason=<x>`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('&#60;x&#62;');
    const token = /token=([0-9a-f]{40})"[^>]*>Sign in as mfauser1/.exec(html)?.[1];
    expect(token).toBeDefined();
    const login = await post('/api/Login/SsoLogin', { Token: token, Channel: 'Web' });
    expect(login.body).toMatchObject({
      IsLoggedIn: true,
      UserName: 'mfauser1',
      IsTrustedDevice: true,
    });
    const reused = await post('/api/Login/SsoLogin', { Token: token, Channel: 'Web' });
    expect(reused.body.IsLoggedIn).toBe(false);
  });
});

describe('recovery', () => {
  it('finds the question, checks the answer and mails a reset link', async () => {
    const question = await post('/api/Recovery/GetSecretQuestion', {
      EmailAddress: 'alex.morgan@example.com',
      DateOfBirth: '04/12/1980',
    });
    expect(question.body).toMatchObject({
      HasNoErrors: true,
      Credentials: { SecretQuestion: 'What city were you born in?', LogonName: 'borrower1' },
    });
    const user = {
      LogonName: 'borrower1',
      EmailAddress: 'alex.morgan@example.com',
      SecretQuestion: 'What city were you born in?',
    };
    expect(
      (await post('/api/Recovery/AnswerSecretQuestion', { ...user, SecretAnswer: 'Nowhere' })).body,
    ).toEqual(envelope('RecoveryFailed'));
    expect(
      (await post('/api/Recovery/AnswerSecretQuestion', { ...user, SecretAnswer: 'springfield' }))
        .body.HasNoErrors,
    ).toBe(true);
    const mail = (await sandbox.request('GET', '/__sandbox/outbox')).body.at(-1);
    expect(mail.Link).toMatch(/^\/#\/home\/forcePasswordChange\/[0-9a-f]{40}$/);
  });

  it.each([
    [{ EmailAddress: 'nobody@example.com' }, 'Invalid'],
    [{ EmailAddress: 'taylor.brooks@example.com' }, 'BadQuestion'],
  ])('answers %o with %p', async (request, code) => {
    expect((await post('/api/Recovery/GetSecretQuestion', request)).body).toEqual(envelope(code));
  });

  it('stops after five wrong answers', async () => {
    const user = {
      LogonName: 'borrower2',
      EmailAddress: 'jordan.lee@example.com',
      SecretAnswer: 'wrong',
    };
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        (await post('/api/Recovery/AnswerSecretQuestion', user)).body.Errors?.[0]?.ErrorMessage,
      );
    expect(codes.slice(-2)).toEqual(['RecoveryMaxAttempts', 'RecoveryMaxAttempts']);
  });
});

describe('registration and activation', () => {
  const person = {
    Id: 'anon-1',
    FirstName: 'Jamie',
    LastName: 'Parker',
    EmailAddress: 'jamie@example.com',
    DateOfBirth: '01/15/1990',
    ZipCode: 49503,
    Ssn: 789012345,
  };

  it('sends a code, validates it and creates the account', async () => {
    await sandbox.reset('default', { 'Features.MfaRegistration': 'true' });
    const sent = await post('/api/Register/GenerateMFACode', person);
    expect(sent.body).toMatchObject({ Invalid: false, EmailToDisplay: 'j***@example.com' });
    const wrong = await post('/api/Register/ValidateCode', {
      Code: '000000',
      MFAToken: sent.body.MFAToken,
      UserId: 'anon-1',
    });
    expect(wrong).toMatchObject({ status: 403, body: envelope('Invalid') });
    const right = await post('/api/Register/ValidateCode', {
      Code: '123456',
      MFAToken: sent.body.MFAToken,
      UserId: 'anon-1',
    });
    expect(right.body.RegistrationToken).toMatch(/^[0-9a-f]{40}$/);
    const account = {
      ...referenceOf(createAccount).example,
      AccountNumber: '0006-100805-2',
      AccountType: 'Loan',
      FirstName: 'Jamie',
      LastName: 'Parker',
      EmailAddress: 'jamie@example.com',
      SSN: '789012345',
      DateOfBirth: '01/15/1990',
      UserName: 'jamieparker',
      Password: 'Register123',
      Agreements: [],
      RegistrationToken: right.body.RegistrationToken,
      MFASessionId: 'anon-1',
    };
    expect(
      (await post('/api/Register/CreateAccount', { ...account, UserName: 'borrower1' })).body,
    ).toEqual(envelope('LoginNameExists'));
    expect(
      (await post('/api/Register/CreateAccount', { ...account, Password: 'short' })).body,
    ).toEqual(envelope('PasswordTooShort'));
    expect((await post('/api/Register/CreateAccount', account)).body.HasNoErrors).toBe(true);
    expect((await sandbox.login('jamieparker', 'Register123')).PersonalName).toBe('Jamie Parker');
    expect((await post('/api/Register/CreateAccount', account)).body).toEqual(envelope('Invalid'));
  });

  it('answers Invalid for a borrower it does not know', async () => {
    expect(
      (await post('/api/Register/GenerateMFACode', { ...person, Ssn: 111 })).body.Invalid,
    ).toBe(true);
  });

  it('activates once and reports a taken logon name', async () => {
    const done = await post('/api/Register/ActivateAccount', {
      Token: SEED_TOKENS.activateJamie,
      Password: 'Activate123',
    });
    expect(done.body).toMatchObject({
      LogonNameTaken: false,
      Restricted: false,
      UserName: 'jamieparker',
    });
    const taken = await post('/api/Register/ActivateAccount', {
      Token: SEED_TOKENS.activateTaken,
      Password: 'Activate123',
    });
    expect(taken.body.LogonNameTaken).toBe(true);
  });
});

describe('login security code limits', () => {
  const validate = (code: string, token: string) =>
    post(
      '/api/Login/ValidateCode',
      { UserId: 'mfauser1', Code: code, CreateTrustedDevice: false },
      token,
    );

  const resend = (token: string) => post('/api/Login/ResendCode', { UserId: 'mfauser1' }, token);

  it('answers MaxAttemptsReached from the third wrong code, and a resend gives no new guesses', async () => {
    const login = await sandbox.login('mfauser1');
    expect((await validate('1', login.UserToken)).body).toEqual(envelope('Invalid'));
    expect((await validate('2', login.UserToken)).body).toEqual(envelope('Invalid'));
    expect((await validate('3', login.UserToken)).body).toEqual(envelope('MaxAttemptsReached'));
    expect((await validate('123456', login.UserToken)).body).toEqual(
      envelope('MaxAttemptsReached'),
    );
    const refused = await resend(login.UserToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(envelope('MaxAttemptsReached'));
    expect((await validate('123456', login.UserToken)).body).toEqual(
      envelope('MaxAttemptsReached'),
    );
  });

  it('keeps the attempt count across a resend', async () => {
    const login = await sandbox.login('mfauser1');
    await validate('1', login.UserToken);
    await validate('2', login.UserToken);
    expect((await resend(login.UserToken)).status).toBe(200);
    expect((await validate('3', login.UserToken)).body).toEqual(envelope('MaxAttemptsReached'));
  });

  it(`allows ${MAX_LOGIN_CODE_RESENDS} resends per sign-in`, async () => {
    const login = await sandbox.login('mfauser1');
    for (let sent = 1; sent <= MAX_LOGIN_CODE_RESENDS; sent += 1)
      expect((await resend(login.UserToken)).status).toBe(200);
    expect((await resend(login.UserToken)).body).toEqual(envelope('MaxAttemptsReached'));
    expect((await validate('123456', login.UserToken)).status).toBe(200);
  });
});
