// Registration (spec 1 §7): the e-mail verification code and the account creation (path not
// shown in the spec; ours: Register/CreateAccount). Activation has a module of its own
// (./activate-account.ts): the activation page calls only that.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

export const generateMfaCode = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.generateMfaCode',
    method: 'POST',
    path: 'Register/GenerateMFACode',
    request: v.object({
      Id: v.string(),
      FirstName: v.string(),
      EmailAddress: v.string(),
      LastName: v.string(),
      DateOfBirth: v.string(),
      ZipCode: v.nullable(v.number()),
      Ssn: v.number(),
    }),
    response: envelope({
      Invalid: WireFlag,
      MFAToken: WireText,
      EmailToDisplay: WireText,
    }),
    errors: [],
  }))();

export const validateRegistrationCode = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.validateRegistrationCode',
    method: 'POST',
    path: 'Register/ValidateCode',
    request: v.object({ Code: v.string(), MFAToken: v.string(), UserId: v.string() }),
    response: envelope({ RegistrationToken: v.pipe(v.string(), v.minLength(1)) }),
    errors: ['CodeExpired', 'MaxAttemptsReached', 'Invalid'],
  }))();

const CREATE_ACCOUNT_ERRORS = [
  'userInfo',
  'LoginNameExists',
  'Failed',
  'Error',
  'SSNNull',
  'Invalid',
  'Restricted',
  'SSN',
  'DateOfBirth',
  'PasswordSameSSN',
  'PasswordMatchesSSN',
  'PasswordSameUserName',
  'PasswordLettersNumbers',
  'PasswordTooShort',
  'MissingCapitalLetter',
  'MissingLowercaseLetter',
  'MissingLetter',
  'MissingNumber',
  'MissingSpecialCharacter',
  'EqualsPortionOfLogon',
  'MatchesEmail',
  'ContainsThreeOrMoreConsecutiveIdenticalCharacters',
  'UserNameTooShort',
  'LogonTooShort',
  'LogonMatchesEmail',
  'AccountNumberError',
  'MustAgreeToAllError',
  'AgreementRecordingError',
  'maintenanceModeEnabled',
];

export const createAccount = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.createAccount',
    method: 'POST',
    path: 'Register/CreateAccount',
    request: v.object({
      Agreements: v.array(v.object({ AgreedTo: v.boolean(), AgreementType: v.number() })),
      UserName: v.string(),
      SecretQuestion: v.string(),
      AccountNumber: v.string(),
      AccountType: v.picklist(['Loan', 'Deposit', '']),
      FirstName: v.string(),
      MiddleName: v.string(),
      LastName: v.string(),
      EmailAddress: v.string(),
      SSN: v.string(),
      DateOfBirth: v.string(),
      Zip: v.string(),
      PhoneNumber: v.string(),
      PlaceOfBirth: v.string(),
      DriversLicense: v.string(),
      MothersMaiden: v.string(),
      SecretAnswer: v.string(),
      LogonName: v.string(),
      Password: v.string(),
      PasswordConfirm: v.string(),
      RegistrationToken: v.nullable(v.string()),
      MFASessionId: v.string(),
    }),
    response: EmptyEnvelopeSchema,
    errors: CREATE_ACCOUNT_ERRORS,
  }))();
