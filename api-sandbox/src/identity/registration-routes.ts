import { activateAccount as activateAccountEndpoint } from '@portal/api-contract/identity/activate-account';
import {
  createAccount as createAccountEndpoint,
  generateMfaCode as generateMfaCodeEndpoint,
  validateRegistrationCode,
} from '@portal/api-contract/identity/registration';
import {
  answer,
  publicCall,
  SUCCESS,
  type ContractInput,
  type PublicCallContext,
} from '../http/contract-route.ts';
import { forbidden, invalid } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import {
  maxPasswordLength,
  passwordRuleProblem,
  REGISTRATION_PASSWORD_CODES,
} from '../rules/password-policy.ts';
import { loadSettings, type ActiveSettings } from '../settings/active-settings.ts';
import {
  AGREEMENT_SETTING_KEYS,
  agreementsNeeded,
  parseAgreementSettings,
} from '@portal/agreements/agreement-setup';
import { inTransaction } from '../store/database.ts';
import { findUserByUsername } from '../store/users.ts';
import { SECURITY_CODE } from './login-routes.ts';
import {
  countTokenAttempt,
  createIdentityToken,
  findIdentityToken,
  findUnregistered,
  findUnregisteredBySsn,
  insertUser,
  isLive,
  markRegistered,
  recordAgreement,
  sendMail,
  tokenData,
  useIdentityToken,
  type UnregisteredRow,
} from './identity-store.ts';
import { isoDate } from './recovery-routes.ts';
import { boundedText, filledText } from './text-limits.ts';

// Registration (spec 1 §7): e-mail verification code, account creation and activation.

export const MAX_CODE_ATTEMPTS = 3;
const LOGON_ALLOWED = /^[A-Za-z0-9_.!#$%&'*+\-/=?^`|~@]+$/;

/** A number or digit text, as nine digits (leading zeros restored). */
function ssnOf(value: number | string): string | null {
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value)
        ? String(value)
        : ''
      : value.replace(/\D/g, '');
  if (!text || text.length > 9) return null;
  return text.padStart(9, '0');
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

function generateMfaCode(
  ctx: PublicCallContext,
  input: ContractInput<typeof generateMfaCodeEndpoint>,
) {
  const ssn = ssnOf(input.Ssn);
  const lastName = filledText(input.LastName, 100).trim();
  const email = filledText(input.EmailAddress, 100).trim();
  if (!ssn) throw invalid();
  const { db } = ctx.services;
  const borrower = findUnregisteredBySsn(db, ssn);
  if (!borrower || borrower.last_name.toLowerCase() !== lastName.toLowerCase())
    return answer(generateMfaCodeEndpoint, { Invalid: true, MFAToken: null, EmailToDisplay: null });
  const token = inTransaction(db, () => {
    sendMail(db, ctx.now, {
      recipient: email,
      subject: 'Your registration code',
      code: SECURITY_CODE,
    });
    return createIdentityToken(db, 'registration-mfa', null, ctx.now, { ssn, email });
  });
  return answer(generateMfaCodeEndpoint, {
    Invalid: false,
    MFAToken: token,
    EmailToDisplay: maskEmail(email),
  });
}

function validateCode(
  ctx: PublicCallContext,
  input: ContractInput<typeof validateRegistrationCode>,
) {
  const mfaToken = filledText(input.MFAToken, 256);
  const code = input.Code.trim();
  filledText(input.UserId, 256);
  if (!code || code.length > 32) throw invalid();
  const { db } = ctx.services;
  const row = findIdentityToken(db, mfaToken, 'registration-mfa');
  if (!row) throw forbidden('Invalid');
  if (!isLive(row, ctx.now)) throw forbidden('CodeExpired');
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw forbidden('MaxAttemptsReached');
  if (code !== SECURITY_CODE) {
    const attempts = countTokenAttempt(db, row.token);
    throw forbidden(attempts >= MAX_CODE_ATTEMPTS ? 'MaxAttemptsReached' : 'Invalid');
  }
  const registrationToken = inTransaction(db, () => {
    useIdentityToken(db, row.token);
    return createIdentityToken(db, 'registration', null, ctx.now, tokenData(row));
  });
  return answer(validateRegistrationCode, { ...SUCCESS, RegistrationToken: registrationToken });
}

const flagOn = (settings: ActiveSettings, key: keyof ActiveSettings['options']): boolean =>
  settings.options[key].trim().toLowerCase() === 'true';

/** Spec 1 §6: not in the future and at most 110 years back (dob is "YYYY-MM-DD…"). */
function plausibleBirthDate(dob: string, now: Date): boolean {
  const born = Date.parse(dob.slice(0, 10));
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - 110);
  return Number.isFinite(born) && born <= now.getTime() && born >= earliest.getTime();
}

/** The host numbers of the registration agreements in force today. */
function registrationAgreementsDue(settings: ActiveSettings, now: Date): number[] {
  const { agreements } = parseAgreementSettings(
    AGREEMENT_SETTING_KEYS.map((key) => settings.options[key]),
  );
  const today = now.toISOString().slice(0, 10);
  return agreementsNeeded(agreements, 'registration', [], today).map((item) => item.hostNumber);
}

/** A filled-in field of the form, trimmed ('' when left empty). */
const text = (value: string, max = 100) => boundedText(value, max)?.trim() ?? '';

function createAccount(ctx: PublicCallContext, input: ContractInput<typeof createAccountEndpoint>) {
  const { db } = ctx.services;
  const settings = loadSettings(db);
  if (settings.maintenanceMode) throw forbidden('maintenanceModeEnabled');
  const max = maxPasswordLength(settings);
  const username = text(input.UserName, 256);
  const password = boundedText(input.Password, 1024) ?? '';
  const lastName = text(input.LastName);
  const email = text(input.EmailAddress);
  const ssn = ssnOf(input.SSN);
  const dobText = text(input.DateOfBirth, 40);
  const accountNumber = text(input.AccountNumber, 40).replace(/-/g, '');
  const question = text(input.SecretQuestion, 200);
  const secretAnswer = text(input.SecretAnswer);
  const agreements = input.Agreements;

  if (!username || !lastName || !email) return refusal('userInfo');
  if (!ssn || ssn.length !== 9) return refusal('SSN');
  // Spec 1 §5: the date of birth is required unless the institution hides it, never in the
  // future and at most 110 years back; a hidden one may still be sent and is then checked.
  const dobRequired = !flagOn(settings, 'Registration.HideDateOfBirth');
  const dob = dobText ? isoDate(dobText) : null;
  if ((dobRequired && !dobText) || (dobText && (!dob || !plausibleBirthDate(dob, ctx.now))))
    return refusal('DateOfBirth');
  if (username.length < 8) return refusal('UserNameTooShort');
  if (username.length > max || !LOGON_ALLOWED.test(username)) return refusal('Invalid');
  const problem = passwordRuleProblem(
    password,
    { username, email, ssn, knownHashes: [] },
    settings,
  );
  if (problem) return refusal(REGISTRATION_PASSWORD_CODES[problem]);
  if (agreements.some((item) => !item.AgreedTo)) return refusal('MustAgreeToAllError');
  // Every registration agreement in force must be among those agreed to: an empty list passes
  // only when none is set up (spec 1 §3 "needed").
  const agreedTypes = new Set(agreements.map((item) => item.AgreementType));
  if (registrationAgreementsDue(settings, ctx.now).some((type) => !agreedTypes.has(type)))
    return refusal('MustAgreeToAllError');

  let registrationToken: string | undefined;
  if (flagOn(settings, 'Features.MfaRegistration')) {
    const token = filledText(input.RegistrationToken ?? '', 256);
    const row = findIdentityToken(db, token, 'registration');
    if (!isLive(row, ctx.now) || tokenData(row).ssn !== ssn) return refusal('Invalid');
    // The token proves this e-mail address, once.
    if (String(tokenData(row).email ?? '').toLowerCase() !== email.toLowerCase())
      return refusal('Invalid');
    registrationToken = row.token;
  }
  let borrower: UnregisteredRow | undefined;
  if (accountNumber) {
    if (!/^\d{1,20}$/.test(accountNumber)) return refusal('AccountNumberError');
    borrower = findUnregistered(db, accountNumber);
    if (borrower && borrower.ssn !== ssn) borrower = undefined;
  } else {
    borrower = findUnregisteredBySsn(db, ssn);
  }
  if (
    !borrower ||
    borrower.registered === 1 ||
    borrower.last_name.toLowerCase() !== lastName.toLowerCase()
  )
    return refusal('Invalid');
  if (borrower.date_of_birth && (dob || dobRequired) && borrower.date_of_birth !== dob)
    return refusal('Invalid');
  if (findUserByUsername(db, username)) return refusal('LoginNameExists');

  const found = borrower;
  return inTransaction(db, () => {
    const userId = insertUser(db, {
      username,
      password,
      personalName: `${text(input.FirstName) || found.first_name} ${lastName}`.trim(),
      email,
      customerId: found.customer_id,
      zip: found.zip,
      ssn,
      dateOfBirth: found.date_of_birth,
      question: question || null,
      answer: secretAnswer || null,
      locked: found.restricted === 1,
    });
    markRegistered(db, found.account_number);
    if (registrationToken) useIdentityToken(db, registrationToken);
    if (agreements.length > 0)
      recordAgreement(db, userId, '2000-01-01T00:00:00', ctx.now.toISOString());
    if (found.restricted === 1) return refusal('Restricted');
    return answer(createAccountEndpoint, SUCCESS);
  });
}

function activateAccount(
  ctx: PublicCallContext,
  input: ContractInput<typeof activateAccountEndpoint>,
) {
  const token = filledText(input.Token, 256);
  const password = filledText(input.Password, 1024);
  const { db } = ctx.services;
  const row = findIdentityToken(db, token, 'activate');
  if (!isLive(row, ctx.now)) throw forbidden('Invalid');
  const data = tokenData(row);
  const logon = typeof data.logon === 'string' ? data.logon : '';
  const borrower =
    typeof data.account === 'string' ? findUnregistered(db, data.account) : undefined;
  if (!logon || !borrower) throw forbidden('Invalid');
  if (findUserByUsername(db, logon))
    return answer(activateAccountEndpoint, {
      LogonNameTaken: true,
      Restricted: false,
      UserName: logon,
      HasNoErrors: false,
    });
  if (borrower.restricted === 1)
    return answer(activateAccountEndpoint, {
      LogonNameTaken: false,
      Restricted: true,
      UserName: logon,
      HasNoErrors: false,
    });
  if (
    password.length < 8 ||
    password.length > 128 ||
    !/[A-Za-z]/.test(password) ||
    !/\d/.test(password)
  )
    throw forbidden('PasswordNeedsLetterNumber');
  inTransaction(db, () => {
    insertUser(db, {
      username: logon,
      password,
      personalName: `${borrower.first_name} ${borrower.last_name}`,
      email: borrower.email,
      customerId: borrower.customer_id,
      zip: borrower.zip,
      ssn: borrower.ssn,
      dateOfBirth: borrower.date_of_birth,
      question: null,
      answer: null,
      locked: false,
    });
    markRegistered(db, borrower.account_number);
    useIdentityToken(db, row.token);
  });
  return answer(activateAccountEndpoint, {
    LogonNameTaken: false,
    Restricted: false,
    UserName: logon,
    HasNoErrors: true,
  });
}

export const registrationRoutes: RouteDefinition[] = [
  publicCall(generateMfaCodeEndpoint, { area: 'identity', handle: generateMfaCode }),
  publicCall(validateRegistrationCode, { area: 'identity', handle: validateCode }),
  publicCall(createAccountEndpoint, { area: 'identity', handle: createAccount }),
  publicCall(activateAccountEndpoint, { area: 'identity', handle: activateAccount }),
];
