// Registration calls (spec 1 §7): Register/GenerateMFACode, Register/ValidateCode and create
// account (path not shown; chosen: POST /api/Register/CreateAccount, in the sandbox README).
import * as identity from '@portal/api-contract/identity/registration';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';

export interface PersonalInfo {
  accountType: 'Loan' | 'Deposit' | '';
  accountNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  emailAddress: string;
  ssn: string;
  dateOfBirth: string;
  zip: string;
  phoneNumber: string;
}

export interface SecurityInfo {
  placeOfBirth: string;
  driversLicense: string;
  mothersMaiden: string;
  secretQuestion: string;
  secretAnswer: string;
}

export interface LogonInfo {
  logonName: string;
  password: string;
  passwordConfirm: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Where the code went, or null when the back end could not send one (Invalid). */
export interface CodeSent {
  mfaToken: string;
  /** The address as the back end shows it (masked). */
  emailToDisplay: string;
}

export async function generateMfaCode(
  api: KyInstance,
  anonymousId: string,
  person: PersonalInfo,
): Promise<ApiResult<CodeSent | null>> {
  const result = await call(api, identity.generateMfaCode, {
    Id: anonymousId,
    FirstName: person.firstName,
    EmailAddress: person.emailAddress,
    LastName: person.lastName,
    DateOfBirth: person.dateOfBirth,
    ZipCode: person.zip ? Number(digits(person.zip)) : null,
    Ssn: Number(digits(person.ssn)),
  });
  return mapResult(result, (answer) =>
    answer.Invalid || !answer.MFAToken
      ? null
      : { mfaToken: answer.MFAToken, emailToDisplay: answer.EmailToDisplay ?? '' },
  );
}

/** The registration token that lets the account be created. */
export async function validateRegistrationCode(
  api: KyInstance,
  code: string,
  mfaToken: string,
  anonymousId: string,
): Promise<ApiResult<string>> {
  const result = await call(api, identity.validateRegistrationCode, {
    Code: code,
    MFAToken: mfaToken,
    UserId: anonymousId,
  });
  return mapResult(result, (answer) => answer.RegistrationToken);
}

export interface CreateAccountRequest {
  person: PersonalInfo;
  security: SecurityInfo;
  logon: LogonInfo;
  agreements: { hostNumber: number }[];
  registrationToken: string | null;
  mfaSessionId: string;
}

/** Creates the account; a refusal carries the first error code (spec 1 §8, creation errors). */
export async function createAccount(
  api: KyInstance,
  { person, security, logon, agreements, registrationToken, mfaSessionId }: CreateAccountRequest,
): Promise<ApiResult<null>> {
  const result = await call(api, identity.createAccount, {
    Agreements: agreements.map((agreement) => ({
      AgreedTo: true,
      AgreementType: agreement.hostNumber,
    })),
    UserName: logon.logonName,
    SecretQuestion: security.secretQuestion,
    AccountNumber: person.accountNumber,
    AccountType: person.accountType,
    FirstName: person.firstName,
    MiddleName: person.middleName,
    LastName: person.lastName,
    EmailAddress: person.emailAddress,
    SSN: digits(person.ssn),
    DateOfBirth: person.dateOfBirth,
    Zip: person.zip,
    PhoneNumber: digits(person.phoneNumber),
    PlaceOfBirth: security.placeOfBirth,
    DriversLicense: security.driversLicense,
    MothersMaiden: security.mothersMaiden,
    SecretAnswer: security.secretAnswer,
    LogonName: logon.logonName,
    Password: logon.password,
    PasswordConfirm: logon.passwordConfirm,
    RegistrationToken: registrationToken,
    MFASessionId: mfaSessionId,
  });
  return mapResult(confirmed(result), () => null);
}
