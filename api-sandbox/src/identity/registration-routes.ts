import { field, optionalString, requireString } from '../http/fields.ts';
import { forbidden, invalid } from '../http/http-error.ts';
import type { JsonObject } from '../http/read-body.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';
import {
  maxPasswordLength,
  passwordRuleProblem,
  REGISTRATION_PASSWORD_CODES,
} from '../rules/password-policy.ts';
import { loadSettings } from '../settings/active-settings.ts';
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

// Registration (spec 1 §7): e-mail verification code, account creation and activation.

export const MAX_CODE_ATTEMPTS = 3;
const LOGON_ALLOWED = /^[A-Za-z0-9_.!#$%&'*+\-/=?^`|~@]+$/;

const refuse = (...codes: string[]) =>
  ok({ HasNoErrors: false, Errors: codes.map((code) => ({ ErrorMessage: code })) });

/** A number or digit text, as nine digits (leading zeros restored). */
function ssnOf(value: unknown): string | null {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/\D/g, '')
        : '';
  if (!text || text.length > 9) return null;
  return text.padStart(9, '0');
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

function generateMfaCode(ctx: RequestContext) {
  const ssn = ssnOf(field(ctx.body, 'Ssn'));
  const lastName = requireString(ctx.body, 'LastName', 100).trim();
  const email = requireString(ctx.body, 'EmailAddress', 100).trim();
  if (!ssn) throw invalid();
  const { db } = ctx.services;
  const borrower = findUnregisteredBySsn(db, ssn);
  if (!borrower || borrower.last_name.toLowerCase() !== lastName.toLowerCase())
    return ok({ Invalid: true, MFAToken: null, EmailToDisplay: null });
  const token = inTransaction(db, () => {
    sendMail(db, ctx.now, {
      recipient: email,
      subject: 'Your registration code',
      code: SECURITY_CODE,
    });
    return createIdentityToken(db, 'registration-mfa', null, ctx.now, { ssn, email });
  });
  return ok({ Invalid: false, MFAToken: token, EmailToDisplay: maskEmail(email) });
}

function validateRegistrationCode(ctx: RequestContext) {
  const mfaToken = requireString(ctx.body, 'MFAToken', 256);
  const code = String(field(ctx.body, 'Code') ?? '').trim();
  requireString(ctx.body, 'UserId', 256);
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
  return ok({ RegistrationToken: registrationToken, HasNoErrors: true, Errors: [] });
}

const text = (body: JsonObject, name: string, max = 100) =>
  optionalString(body, name, max)?.trim() ?? '';

function createAccount(ctx: RequestContext) {
  const { db } = ctx.services;
  const settings = loadSettings(db);
  if (settings.maintenanceMode) throw forbidden('maintenanceModeEnabled');
  const body = ctx.body;
  const max = maxPasswordLength(settings);
  const username = text(body, 'UserName', 256);
  const password = optionalString(body, 'Password', 1024) ?? '';
  const lastName = text(body, 'LastName');
  const email = text(body, 'EmailAddress');
  const ssn = ssnOf(field(body, 'SSN'));
  const dobText = text(body, 'DateOfBirth', 40);
  const accountNumber = text(body, 'AccountNumber', 40).replace(/-/g, '');
  const question = text(body, 'SecretQuestion', 200);
  const answer = text(body, 'SecretAnswer');
  const agreements = field(body, 'Agreements');

  if (!username || !lastName || !email) return refuse('userInfo');
  if (!ssn || ssn.length !== 9) return refuse('SSN');
  const dob = dobText ? isoDate(dobText) : null;
  if (dobText && (!dob || Date.parse(dob) > ctx.now.getTime())) return refuse('DateOfBirth');
  if (username.length < 8) return refuse('UserNameTooShort');
  if (username.length > max || !LOGON_ALLOWED.test(username)) return refuse('Invalid');
  const problem = passwordRuleProblem(
    password,
    { username, email, ssn, knownHashes: [] },
    settings,
  );
  if (problem) return refuse(REGISTRATION_PASSWORD_CODES[problem]);
  if (
    Array.isArray(agreements) &&
    agreements.some(
      (item) =>
        typeof item !== 'object' ||
        item === null ||
        field(Object.fromEntries(Object.entries(item)), 'AgreedTo') !== true,
    )
  )
    return refuse('MustAgreeToAllError');

  if (settings.options['Features.MfaRegistration'] === 'true') {
    const token = requireString(body, 'RegistrationToken', 256);
    const row = findIdentityToken(db, token, 'registration');
    if (!isLive(row, ctx.now) || tokenData(row).ssn !== ssn) return refuse('Invalid');
  }
  let borrower: UnregisteredRow | undefined;
  if (accountNumber) {
    if (!/^\d{1,20}$/.test(accountNumber)) return refuse('AccountNumberError');
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
    return refuse('Invalid');
  if (borrower.date_of_birth && dob && borrower.date_of_birth !== dob) return refuse('Invalid');
  if (findUserByUsername(db, username)) return refuse('LoginNameExists');

  const found = borrower;
  return inTransaction(db, () => {
    const userId = insertUser(db, {
      username,
      password,
      personalName: `${text(body, 'FirstName') || found.first_name} ${lastName}`.trim(),
      email,
      customerId: found.customer_id,
      zip: found.zip,
      ssn,
      dateOfBirth: found.date_of_birth,
      question: question || null,
      answer: answer || null,
      locked: found.restricted === 1,
    });
    markRegistered(db, found.account_number);
    if (Array.isArray(agreements) && agreements.length > 0)
      recordAgreement(db, userId, '2000-01-01T00:00:00', ctx.now.toISOString());
    if (found.restricted === 1) return refuse('Restricted');
    return ok({ HasNoErrors: true, Errors: [] });
  });
}

function activateAccount(ctx: RequestContext) {
  const token = requireString(ctx.body, 'Token', 256);
  const password = requireString(ctx.body, 'Password', 1024);
  const { db } = ctx.services;
  const row = findIdentityToken(db, token, 'activate');
  if (!isLive(row, ctx.now)) throw forbidden('Invalid');
  const data = tokenData(row);
  const logon = typeof data.logon === 'string' ? data.logon : '';
  const borrower =
    typeof data.account === 'string' ? findUnregistered(db, data.account) : undefined;
  if (!logon || !borrower) throw forbidden('Invalid');
  if (findUserByUsername(db, logon))
    return ok({ LogonNameTaken: true, Restricted: false, UserName: logon, HasNoErrors: false });
  if (borrower.restricted === 1)
    return ok({ LogonNameTaken: false, Restricted: true, UserName: logon, HasNoErrors: false });
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
  return ok({ LogonNameTaken: false, Restricted: false, UserName: logon, HasNoErrors: true });
}

export const registrationRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Register/GenerateMFACode',
    handle: generateMfaCode,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Register/ValidateCode',
    handle: validateRegistrationCode,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Register/CreateAccount',
    handle: createAccount,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Register/ActivateAccount',
    handle: activateAccount,
  }),
];
