import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { isEmailAddress } from '@portal/field-rules/email';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const tokenOf = async (username = 'borrower1'): Promise<string> =>
  (await sandbox.login(username)).UserToken;

const address = (overrides: Record<string, string> = {}) => ({
  Address1: '22 Lake Shore Dr',
  City: 'Lakeside',
  State: 'MI',
  ZipCode: '49116',
  ...overrides,
});

const phones = [
  { PhoneNumber: '6165550142', Primary: true, OptInToTexting: false },
  { PhoneNumber: '2695550188', Primary: false, OptInToTexting: false },
];

describe('GET /api/Profile/GetProfile', () => {
  it("returns the borrower's address, phones, user info, alerts and the state list", async () => {
    const response = await sandbox.request('GET', '/api/Profile/GetProfile', {
      token: await tokenOf(),
    });
    expect(response.status).toBe(200);
    expect(response.body.PersonalInfo).toEqual({
      Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
      PhoneNumbers: phones,
    });
    expect(response.body.UserInfo).toEqual({
      LogonName: 'borrower1',
      EmailAddress: 'alex.morgan@example.com',
      SecretQuestion: 'What city were you born in?',
    });
    expect(response.body.UserAlertsInfo.EmailAlerts).toHaveProperty('OptInOutEmailAlerts', false);
    expect(response.body.UserAlertsInfo.TextAlerts).not.toHaveProperty('OptInOutEmailAlerts');
    expect(Object.keys(response.body.UserAlertsInfo.TextAlerts)).toHaveLength(10);
    expect(response.body.States).toHaveLength(51);
    expect(response.body.States).toContainEqual({
      Value: 'DC',
      Description: 'District of Columbia',
    });
  });
});

describe('POST /api/Profile/UpdatePersonalInfo', () => {
  const update = async (body: unknown, token?: string) =>
    sandbox.request('POST', '/api/Profile/UpdatePersonalInfo', {
      token: token ?? (await tokenOf()),
      body,
    });

  it('saves the address and phones, and the next load returns them', async () => {
    const token = await tokenOf();
    const response = await update(
      { Address: address(), PhoneNumbers: [{ PhoneNumber: '616-555-0199', Primary: true }] },
      token,
    );
    expect(response.body).toMatchObject({ HasNoErrors: true });
    const profile = await sandbox.request('GET', '/api/Profile/GetProfile', { token });
    expect(profile.body.PersonalInfo).toEqual({
      Address: address(),
      PhoneNumbers: [{ PhoneNumber: '6165550199', Primary: true, OptInToTexting: false }],
    });
  });

  it.each([
    ['PO Box 12', 'ContainsPOBox'],
    ['P.O. Box 7', 'ContainsPOBox'],
    ['1 Post Office Box Rd', 'ContainsPOBox'],
  ])('refuses %p with %p', async (street, code) => {
    const response = await update({ Address: address({ Address1: street }), PhoneNumbers: phones });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(envelope(code));
  });

  it('refuses a city that is not in the zip code', async () => {
    const response = await update({ Address: address({ City: 'Chicago' }), PhoneNumbers: phones });
    expect(response.body).toEqual(envelope('ZipCityNoMatch'));
  });

  it('knows the same zip directory as the loan address edit (one address rule set)', async () => {
    // 49423 is Holland in the sandbox's one zip directory.
    const response = await update({
      Address: address({ City: 'Lakeside', ZipCode: '49423' }),
      PhoneNumbers: phones,
    });
    expect(response.body).toEqual(envelope('ZipCityNoMatch'));
  });

  it.each([
    ['a street of 46 characters', { Address1: 'x'.repeat(46) }],
    ['a city of 21 characters', { City: 'y'.repeat(21) }],
    ['a 4-digit zip', { ZipCode: '4911' }],
    ['an unknown state', { State: 'ZZ' }],
  ])('refuses %s with Invalid', async (_, overrides) => {
    const response = await update({ Address: address(overrides), PhoneNumbers: phones });
    expect(response.body).toEqual(envelope('Invalid'));
  });

  it.each([
    [
      'a phone of 9 digits',
      { Address: address(), PhoneNumbers: [{ PhoneNumber: '616555014' }] },
      'Invalid',
    ],
    [
      'a phone object',
      { Address: address(), PhoneNumbers: [{ PhoneNumber: { x: 1 } }] },
      'Invalid: PhoneNumbers.0.PhoneNumber must be string',
    ],
    ['no address', { PhoneNumbers: phones }, 'Invalid: Address is required'],
    ['a string address', { Address: 'PO Box 1' }, 'Invalid: Address must be Object'],
  ])('answers %s with 400 %s', async (_, body, refusal) => {
    const response = await update(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope(refusal));
  });

  it('binds nested field names case-insensitively, as the back end does', async () => {
    const token = await tokenOf();
    const response = await update(
      {
        address: { address1: '22 Lake Shore Dr', city: 'Lakeside', state: 'MI', zipcode: '49116' },
        phoneNumbers: [{ phonenumber: '6165550199', primary: true, optInToTexting: false }],
      },
      token,
    );
    expect(response.body).toMatchObject({ HasNoErrors: true });
    const profile = await sandbox.request('GET', '/api/Profile/GetProfile', { token });
    expect(profile.body.PersonalInfo).toEqual({
      Address: address(),
      PhoneNumbers: [{ PhoneNumber: '6165550199', Primary: true, OptInToTexting: false }],
    });
  });

  it('clears text alerts when phone 1 is not opted in to texting', async () => {
    const token = await tokenOf();
    const optedIn = [{ ...phones[0], OptInToTexting: true }, phones[1]];
    await update({ Address: address(), PhoneNumbers: optedIn }, token);
    const alerts = (await sandbox.request('GET', '/api/Profile/GetProfile', { token })).body
      .UserAlertsInfo;
    await sandbox.request('POST', '/api/Profile/UpdateNotifications', {
      token,
      body: {
        UserAlertsInfo: { ...alerts, TextAlerts: { ...alerts.TextAlerts, UserLogsOn: true } },
      },
    });
    await update({ Address: address(), PhoneNumbers: phones }, token);
    const after = await sandbox.request('GET', '/api/Profile/GetProfile', { token });
    expect(after.body.UserAlertsInfo.TextAlerts.UserLogsOn).toBe(false);
  });
});

describe('POST /api/Profile/UpdateUserInfo', () => {
  const update = async (body: unknown, token?: string) =>
    sandbox.request('POST', '/api/Profile/UpdateUserInfo', {
      token: token ?? (await tokenOf()),
      body,
    });
  const passwordChange = (oldPassword: string, newPassword = 'Harbor2026') => ({
    OldPassword: oldPassword,
    NewPassword: newPassword,
    ConfirmNewPassword: newPassword,
  });

  it('changes the password; the new one signs in', async () => {
    const response = await update(passwordChange('Welcome123'));
    expect(response.body).toMatchObject({
      HasNoErrors: true,
      UserInfo: { LogonName: 'borrower1' },
    });
    expect((await sandbox.login('borrower1', 'Harbor2026')).IsLoggedIn).toBe(true);
  });

  it('refuses a wrong current password with InvalidCurrentPassword', async () => {
    const response = await update(passwordChange('not-it-1'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(envelope('InvalidCurrentPassword'));
  });

  it('answers Unauthorized and ends the session once wrong current passwords lock the user', async () => {
    const token = await tokenOf();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await update(passwordChange('wrong-123'), token)).body).toEqual(
        envelope('InvalidCurrentPassword'),
      );
    }
    const locked = await update(passwordChange('wrong-123'), token);
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual(envelope('Unauthorized'));
    expect((await sandbox.request('GET', '/api/Profile/GetProfile', { token })).status).toBe(401);
  });

  it.each([
    [{ LogonName: 'borrower2' }, 'LogonNameExists'],
    [{ LogonName: 'short' }, 'LogonTooShort'],
    [{ LogonName: 'a-very-long-logon' }, 'LogonNameLength'],
    [{ LogonName: 'bad name<>' }, 'Invalid'],
    [{ EmailAddress: 'not-an-email' }, 'Invalid'],
    [
      { OldPassword: 'Welcome123', NewPassword: 'short1', ConfirmNewPassword: 'short1' },
      'PasswordTooShort',
    ],
    [
      { OldPassword: 'Welcome123', NewPassword: 'lettersonly', ConfirmNewPassword: 'lettersonly' },
      'PasswordNeedsLetterNumber',
    ],
    [
      { OldPassword: 'Welcome123', NewPassword: 'borrower1x', ConfirmNewPassword: 'borrower1x' },
      'PasswordSameAsLogin',
    ],
    [
      { OldPassword: 'Welcome123', NewPassword: 'Welcome123', ConfirmNewPassword: 'Welcome123' },
      'ChooseDifferentPassword',
    ],
    [
      { OldPassword: 'Welcome123', NewPassword: 'Harbor2026', ConfirmNewPassword: 'Other2026' },
      'CorrectErrors',
    ],
    [{ SecretQuestion: 'What is your favorite color?' }, 'Invalid'],
  ])('refuses %p with %p', async (body, code) => {
    expect((await update(body)).body).toEqual(envelope(code));
  });

  // One password policy (issue 19 item 4): profile refuses what the reset and forced change do.
  it('refuses a password that contains the SSN, as the reset does', async () => {
    // borrower1's SSN is 123456789.
    expect((await update(passwordChange('Welcome123', 'x123-45-6789'))).body).toEqual(
      envelope('PasswordSameAsSSN'),
    );
  });

  it('refuses a previous password with ReusedPassword', async () => {
    const token = await tokenOf();
    expect((await update(passwordChange('Welcome123', 'Harbor2026'), token)).body).toMatchObject({
      HasNoErrors: true,
    });
    expect((await update(passwordChange('Harbor2026', 'Welcome123'), token)).body).toEqual(
      envelope('ReusedPassword'),
    );
  });

  it('applies the institution rule list in server-rule mode', async () => {
    await sandbox.reset('customer-credentials');
    expect((await update(passwordChange('Welcome123', 'harbor-2026x'))).body).toEqual(
      envelope('PasswordMissingCapitalLetter'),
    );
    expect((await update(passwordChange('Welcome123', 'Harbor-2026x'))).body).toMatchObject({
      HasNoErrors: true,
    });
  });

  it('changes logon name, e-mail and secret question together', async () => {
    const response = await update({
      LogonName: 'alexmorgan',
      EmailAddress: 'alex@example.org',
      SecretQuestion: 'What is your favorite color?',
      SecretAnswer: 'Blue',
    });
    expect(response.body.UserInfo).toEqual({
      LogonName: 'alexmorgan',
      EmailAddress: 'alex@example.org',
      SecretQuestion: 'What is your favorite color?',
    });
    expect((await sandbox.login('alexmorgan')).IsLoggedIn).toBe(true);
  });

  // One owner of the e-mail rule (issue 19): the sandbox refuses exactly the addresses the
  // portal's forms refuse (@portal/field-rules/email), so neither side lets through what the other stops.
  it.each([
    'alex.morgan@example.com',
    'a@b.co',
    'alex+loans@example.co.uk',
    'alex.morgan@example',
    'alex morgan@example.com',
    '@example.com',
    'alex@@example.com',
    'alex@example.',
    'alex@.com',
  ])('agrees with the portal e-mail rule on %p', async (address) => {
    const response = await update({ EmailAddress: address });
    expect(response.body.HasNoErrors).toBe(isEmailAddress(address));
  });

  it('answers a password object with 400 Invalid', async () => {
    expect((await update({ NewPassword: { $ne: '' } })).status).toBe(400);
  });
});

describe('texting subscriptions', () => {
  const call = async (path: string, body: unknown, token?: string) =>
    sandbox.request('POST', `/api/SolutionsByText/${path}`, {
      token: token ?? (await tokenOf()),
      body,
    });

  it('reads the options per branding and modifies only the flags sent', async () => {
    const token = await tokenOf();
    const info = await call('GetSubscriptionInfo', { PhoneNumber: '6165550142' }, token);
    expect(info.body.SubscriptionInfo.Options).toEqual([
      {
        BrandingId: 1,
        BrandingName: 'Lakeside Loan Servicing',
        OptInMarketing: false,
        OptInAccount: false,
      },
      {
        BrandingId: 2,
        BrandingName: 'Lakeside Rewards',
        OptInMarketing: false,
        OptInAccount: false,
      },
    ]);
    const modified = await call(
      'ModifySubscriptions',
      {
        PhoneNumber: '6165550142',
        Options: [{ BrandingId: 1, OptInMarketing: null, OptInAccount: true }],
      },
      token,
    );
    expect(modified.body).toEqual({ HasNoErrors: true, Errors: [] });
    const after = await call('GetSubscriptionInfo', { PhoneNumber: '6165550142' }, token);
    expect(after.body.SubscriptionInfo.Options[0]).toMatchObject({
      OptInMarketing: false,
      OptInAccount: true,
    });
  });

  it('reports an unknown branding as JSON text describing what the server kept', async () => {
    const modified = await call('ModifySubscriptions', {
      PhoneNumber: '6165550142',
      Options: [{ BrandingId: 99, OptInMarketing: true, OptInAccount: false }],
    });
    expect(modified.body.HasNoErrors).toBe(false);
    expect(JSON.parse(modified.body.Errors[0].ErrorMessage)).toEqual({
      BrandingId: 99,
      OptInMarketing: false,
      OptInAccount: false,
    });
  });

  it("answers Invalid for a phone that is not the borrower's", async () => {
    expect((await call('GetSubscriptionInfo', { PhoneNumber: '2125550000' })).body).toEqual(
      envelope('Invalid'),
    );
  });
});

describe('hostile input on the profile calls', () => {
  it.each([
    [
      '/api/Profile/UpdatePersonalInfo',
      { Address: [], PhoneNumbers: 'x' },
      'Invalid: PhoneNumbers must be Array',
    ],
    [
      '/api/Profile/UpdatePersonalInfo',
      { Address: { Address1: 1, City: 2, State: 3, ZipCode: 4 } },
      'Invalid: Address.Address1 must be string',
    ],
    [
      '/api/Profile/UpdatePersonalInfo',
      { Address: address(), PhoneNumbers: new Array(6).fill(phones[0]) },
      'Invalid',
    ],
    [
      '/api/Profile/UpdateUserInfo',
      { LogonName: ['borrower2'] },
      'Invalid: LogonName must be string',
    ],
    [
      '/api/Profile/UpdateNotifications',
      { UserAlertsInfo: { EmailAlerts: { UserLogsOn: 'yes' }, TextAlerts: {} } },
      'Invalid: UserAlertsInfo.EmailAlerts.UserLogsOn must be boolean',
    ],
    [
      '/api/Profile/UpdateNotifications',
      { UserAlertsInfo: null },
      'Invalid: UserAlertsInfo must be Object',
    ],
    [
      '/api/SolutionsByText/ModifySubscriptions',
      { PhoneNumber: '6165550142', Options: [{ BrandingId: '1' }] },
      'Invalid: Options.0.BrandingId must be number',
    ],
    [
      '/api/SolutionsByText/ModifySubscriptions',
      { PhoneNumber: '6165550142', Options: 'all' },
      'Invalid: Options must be Array',
    ],
  ])('%s answers %j with 400 %s', async (path, body, refusal) => {
    const response = await sandbox.request('POST', path, { token: await tokenOf(), body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope(refusal));
  });

  it('stores SQL and markup in an address as plain text', async () => {
    const token = await tokenOf();
    const street = "1' OR '1'='1; <script>x</script>";
    const saved = await sandbox.request('POST', '/api/Profile/UpdatePersonalInfo', {
      token,
      body: { Address: address({ Address1: street }), PhoneNumbers: phones },
    });
    expect(saved.body.PersonalInfo.Address.Address1).toBe(street);
    const other = await sandbox.request('GET', '/api/Profile/GetProfile', {
      token: await tokenOf('borrower2'),
    });
    expect(other.body.PersonalInfo.Address.Address1).toBe('77 Birch Ln');
  });
});
