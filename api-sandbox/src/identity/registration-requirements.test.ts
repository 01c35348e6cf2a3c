import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { referenceOf } from '@portal/api-contract/all-references';
import { createAccount } from '@portal/api-contract/identity/registration';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 52 item 5: CreateAccount requires what the institution's settings require (spec 1 §5,
// §6): a date of birth unless hidden, every registration agreement in force, and under MFA
// registration the token of this e-mail's verification, used once (not tested here: the
// borrower it registers cannot register again anyway).

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const post = (path: string, body: unknown) => sandbox.request('POST', path, { body });

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
  Agreements: [] as { AgreedTo: boolean; AgreementType: number }[],
  RegistrationToken: null as string | null,
  MFASessionId: 'anon-1',
};
const create = (changes: Partial<typeof account> = {}) =>
  post('/api/Register/CreateAccount', { ...account, ...changes });

describe('date of birth', () => {
  it('is required unless the institution hides it', async () => {
    expect((await create({ DateOfBirth: '' })).body).toEqual(envelope('DateOfBirth'));
    await sandbox.reset('default', { 'Registration.HideDateOfBirth': 'true' });
    expect((await create({ DateOfBirth: '' })).body.HasNoErrors).toBe(true);
  });

  it.each([
    ['in the future', '01/15/2999'],
    ['more than 110 years back', '01/15/1900'],
    ['unreadable', '15/15/1990x'],
  ])('is refused %s', async (_, date) => {
    expect((await create({ DateOfBirth: date })).body).toEqual(envelope('DateOfBirth'));
  });

  it("must be the borrower's", async () => {
    expect((await create({ DateOfBirth: '01/16/1990' })).body).toEqual(envelope('Invalid'));
    expect((await create()).body.HasNoErrors).toBe(true);
  });
});

describe('registration agreements', () => {
  beforeEach(async () => {
    await sandbox.reset('default', {
      'Agreements.Agreement1': 'https://example.com/terms|2020-01-01|Portal Terms|registration',
      'Agreements.Agreement2': 'https://example.com/texting|2020-01-01|Texting|texting',
    });
  });

  it('an empty list does not pass when one is set up', async () => {
    expect((await create({ Agreements: [] })).body).toEqual(envelope('MustAgreeToAllError'));
  });

  it('another agreement does not stand in for it', async () => {
    const texting = [{ AgreedTo: true, AgreementType: 11338 }];
    expect((await create({ Agreements: texting })).body).toEqual(envelope('MustAgreeToAllError'));
  });

  it('agreeing to every registration agreement registers', async () => {
    const terms = [{ AgreedTo: true, AgreementType: 11337 }];
    expect((await create({ Agreements: terms })).body.HasNoErrors).toBe(true);
  });
});

describe('MFA registration', () => {
  async function verifiedToken(email = 'jamie@example.com'): Promise<string> {
    const sent = await post('/api/Register/GenerateMFACode', {
      Id: 'anon-1',
      FirstName: 'Jamie',
      LastName: 'Parker',
      EmailAddress: email,
      DateOfBirth: '01/15/1990',
      ZipCode: 49503,
      Ssn: 789012345,
    });
    const valid = await post('/api/Register/ValidateCode', {
      Code: '123456',
      MFAToken: sent.body.MFAToken,
      UserId: 'anon-1',
    });
    expect(valid.body.RegistrationToken).toMatch(/^[0-9a-f]{40}$/);
    return valid.body.RegistrationToken as string;
  }

  beforeEach(async () => {
    await sandbox.reset('default', { 'Features.MfaRegistration': 'true' });
  });

  it('needs the registration token', async () => {
    expect((await create({ RegistrationToken: null })).body).toEqual(envelope('Invalid'));
  });

  it('needs it for the e-mail address it verified', async () => {
    const token = await verifiedToken('other@example.com');
    expect((await create({ RegistrationToken: token })).body).toEqual(envelope('Invalid'));
  });
});
