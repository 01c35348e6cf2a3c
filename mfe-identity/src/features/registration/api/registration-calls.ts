// Registration calls (spec 1 §7): Register/GenerateMFACode, Register/ValidateCode and create
// account (path not shown; chosen: POST /api/Register/CreateAccount, in the sandbox README).
import { WireErrorSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

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

const MfaCodeSchema = v.object({
  Invalid: v.optional(v.boolean(), false),
  MFAToken: v.nullish(v.string()),
  EmailToDisplay: v.nullish(v.string()),
});

const digits = (text: string) => text.replace(/\D/g, '');

export async function generateMfaCode(api: KyInstance, anonymousId: string, person: PersonalInfo) {
  const body: unknown = await api
    .post('Register/GenerateMFACode', {
      json: {
        Id: anonymousId,
        FirstName: person.firstName,
        EmailAddress: person.emailAddress,
        LastName: person.lastName,
        DateOfBirth: person.dateOfBirth,
        ZipCode: person.zip ? Number(digits(person.zip)) : null,
        Ssn: Number(digits(person.ssn)),
      },
    })
    .json();
  return parseWire(MfaCodeSchema, body, 'Register/GenerateMFACode');
}

const RegistrationTokenSchema = v.object({ RegistrationToken: v.pipe(v.string(), v.minLength(1)) });

export async function validateRegistrationCode(
  api: KyInstance,
  code: string,
  mfaToken: string,
  anonymousId: string,
): Promise<string> {
  const body: unknown = await api
    .post('Register/ValidateCode', {
      json: { Code: code, MFAToken: mfaToken, UserId: anonymousId },
    })
    .json();
  return parseWire(RegistrationTokenSchema, body, 'Register/ValidateCode').RegistrationToken;
}

const CreateAccountSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), false),
  Errors: v.optional(v.nullable(v.array(WireErrorSchema)), []),
});

export interface CreateAccountRequest {
  person: PersonalInfo;
  security: SecurityInfo;
  logon: LogonInfo;
  agreements: { hostNumber: number }[];
  registrationToken: string | null;
  mfaSessionId: string;
}

/** The first error code, or null on success. */
export async function createAccount(
  api: KyInstance,
  { person, security, logon, agreements, registrationToken, mfaSessionId }: CreateAccountRequest,
): Promise<string | null> {
  const body: unknown = await api
    .post('Register/CreateAccount', {
      json: {
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
      },
    })
    .json();
  const parsed = parseWire(CreateAccountSchema, body, 'Register/CreateAccount');
  return parsed.HasNoErrors ? null : (parsed.Errors?.[0]?.ErrorMessage ?? 'Error');
}
