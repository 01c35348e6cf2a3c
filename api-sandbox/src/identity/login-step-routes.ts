import { verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { field, optionalString, requireString } from '../http/fields.ts';
import { forbidden, invalid } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { execute, inTransaction } from '../store/database.ts';
import { latestLogin, recordLogin } from './login-history-store.ts';
import { findUserById, findUserByUsername } from '../store/users.ts';
import { listWebAgreements } from './web-agreements-store.ts';
import { buildLoginResponse } from './login-response.ts';
import {
  findIdentityToken,
  identityDetails,
  isLive,
  recordAgreement,
  setSecretQuestion,
  useIdentityToken,
} from './identity-store.ts';

// Calls of the login follow-up steps, e-mail verification, SSO token sign-in and opt-out.

const TEXT_ALLOWED = /^[A-Za-z0-9 ,.!@#$%&*\-+|=?'()]*$/;

async function verifyNewUser(ctx: RequestContext) {
  const credentials = field(ctx.body, 'Credentials');
  if (typeof credentials !== 'object' || credentials === null || Array.isArray(credentials))
    throw invalid();
  const inner = Object.fromEntries(Object.entries(credentials));
  const username = requireString(inner, 'UserName', 256);
  const password = requireString(inner, 'Password', 1024);
  const ssn = requireString(ctx.body, 'SocialSecurityNumber', 32).replace(/\D/g, '');
  const { db } = ctx.services;
  const user = findUserByUsername(db, username);
  if (!user || !(await verifyPassword(password, user.password_hash))) throw forbidden('Invalid');
  if (identityDetails(db, user.id)?.ssn !== ssn)
    return ok({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  execute(db, 'UPDATE users SET email_verified = 1 WHERE id = ?', user.id);
  return ok({ HasNoErrors: true, Errors: [] });
}

function setPasswordQuestion(ctx: SignedInContext) {
  const question = requireString(ctx.body, 'PasswordQuestion', 200).trim();
  const answer = requireString(ctx.body, 'PasswordAnswer', 100).trim();
  if (!question || !answer || !TEXT_ALLOWED.test(answer)) throw invalid();
  setSecretQuestion(ctx.services.db, ctx.user.id, question, answer);
  return ok({ HasNoErrors: true, Errors: [] });
}

function recordAgreements(ctx: SignedInContext) {
  const list = field(ctx.body, 'Agreements');
  if (!Array.isArray(list) || list.length === 0 || list.length > 5) throw invalid();
  const { db } = ctx.services;
  inTransaction(db, () => {
    for (const item of list) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw invalid();
      const record = Object.fromEntries(Object.entries(item));
      const dateOfTerms = requireString(record, 'DateOfTerms', 40);
      if (Number.isNaN(Date.parse(dateOfTerms))) throw invalid();
      requireString(record, 'NameOfTerms', 200);
      recordAgreement(db, ctx.user.id, dateOfTerms, ctx.now.toISOString());
    }
  });
  return ok({ HasNoErrors: true, Errors: [] });
}

function validateEmail(ctx: RequestContext) {
  const enc = requireString(ctx.body, 'EncryptedUserData', 512);
  const { db } = ctx.services;
  const row = findIdentityToken(db, enc, 'verify-email');
  if (!isLive(row, ctx.now) || row.user_id === null)
    return ok({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  inTransaction(db, () => {
    execute(db, 'UPDATE users SET email_verified = 1 WHERE id = ?', row.user_id);
    useIdentityToken(db, row.token);
  });
  return ok({ HasNoErrors: true, Errors: [] });
}

/** Signs the token's user in fully (SSO and biometric token sign-in). */
function signInByToken(ctx: RequestContext, kind: 'sso' | 'biometric') {
  const token = requireString(ctx.body, 'Token', 256);
  const deviceId = optionalString(ctx.body, 'DeviceID', 256);
  const { db } = ctx.services;
  if (loadSettings(db).maintenanceMode) throw forbidden('maintenanceModeEnabled');
  const row = findIdentityToken(db, token, kind);
  const user =
    isLive(row, ctx.now) && row.user_id !== null ? findUserById(db, row.user_id) : undefined;
  if (!row || !user || user.locked === 1)
    return ok({ IsLoggedIn: false, HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  return inTransaction(db, () => {
    if (kind === 'sso') useIdentityToken(db, row.token);
    const previousLogin = latestLogin(db, user.id);
    const session = createSession(db, user.id, 'active', ctx.now, deviceId);
    recordLogin(db, user.id, ctx.now, ctx.ip);
    return ok(
      buildLoginResponse({
        user,
        previousLogin,
        token: session,
        isTrustedDevice: true,
        agreements: listWebAgreements(db, user.id),
      }),
    );
  });
}

function ssoLogin(ctx: RequestContext) {
  const channel = optionalString(ctx.body, 'Channel', 32);
  if (channel !== undefined && channel !== 'Web') throw invalid();
  return signInByToken(ctx, 'sso');
}

function optOut(ctx: RequestContext) {
  const email = requireString(ctx.body, 'EmailAddress', 512);
  const { db } = ctx.services;
  const row = findIdentityToken(db, email, 'opt-out');
  if (!isLive(row, ctx.now) || row.user_id === null)
    return ok({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  execute(db, 'UPDATE identity_details SET opted_out = 1 WHERE user_id = ?', row.user_id);
  return ok({ HasNoErrors: true, Errors: [] });
}

export const loginStepRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/VerifyNewUser',
    handle: verifyNewUser,
  }),
  userRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/register/SetPasswordQuestion',
    exampleBody: { PasswordQuestion: 'Q?', PasswordAnswer: 'A' },
    handle: setPasswordQuestion,
  }),
  userRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/AgreementLog/RecordAgreements',
    exampleBody: { Agreements: [{ NameOfTerms: 'Terms', DateOfTerms: '2025-01-01T00:00:00' }] },
    handle: recordAgreements,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/ValidateEmail',
    handle: validateEmail,
  }),
  publicRoute({ area: 'identity', method: 'POST', path: '/api/Login/SsoLogin', handle: ssoLogin }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/login/tokenlogin',
    handle: (ctx) => signInByToken(ctx, 'biometric'),
  }),
  publicRoute({ area: 'identity', method: 'POST', path: '/api/OptOut/OptOut', handle: optOut }),
];
