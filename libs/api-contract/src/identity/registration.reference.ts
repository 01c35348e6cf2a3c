// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./registration.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { createAccount, generateMfaCode, validateRegistrationCode } from './registration.ts';

export const registrationReferences = [
  reference(generateMfaCode, {
    spec: 'spec 1 §7',
    summary: 'Sends a registration code to the e-mail address being registered.',
    example: {
      Id: 'anonymous-1',
      FirstName: 'Jamie',
      EmailAddress: 'jamie.parker@example.com',
      LastName: 'Parker',
      DateOfBirth: '01/15/1990',
      ZipCode: 49503,
      Ssn: 789012345,
    },
  }),
  reference(validateRegistrationCode, {
    spec: 'spec 1 §7',
    summary: 'Checks the registration code; answers the token that lets the account be created.',
    example: { Code: '123456', MFAToken: 'unknown-mfa-token', UserId: 'anonymous-1' },
  }),
  reference(createAccount, {
    spec: 'spec 1 §7 (create account; path not shown, ours)',
    summary: 'Creates the portal account of a borrower who has none yet.',
    example: {
      Agreements: [],
      UserName: 'jamieparker',
      SecretQuestion: 'What city were you born in?',
      AccountNumber: '0006-100805-2',
      AccountType: 'Loan',
      FirstName: 'Jamie',
      MiddleName: '',
      LastName: 'Parker',
      EmailAddress: 'jamie.parker@example.com',
      SSN: '789012345',
      DateOfBirth: '01/15/1990',
      Zip: '49503',
      PhoneNumber: '6165550100',
      PlaceOfBirth: '',
      DriversLicense: '',
      MothersMaiden: '',
      SecretAnswer: 'Springfield',
      LogonName: 'jamieparker',
      Password: 'Welcome123x',
      PasswordConfirm: 'Welcome123x',
      RegistrationToken: null,
      MFASessionId: '',
    },
  }),
];
