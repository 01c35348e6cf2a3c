import { headerToken } from '../auth/request-token.ts';
import {
  activateSession,
  createSession,
  endSession,
  findPendingSession,
} from '../auth/sessions.ts';
import { UNMATCHABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { createTrustedDevice, hasTrustedDevice } from '../auth/trusted-devices.ts';
import {
  field,
  optionalBoolean,
  optionalString,
  optionalStringArray,
  requireString,
} from '../http/fields.ts';
import { forbidden, invalid, unauthorized } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import { loadSettings, type ActiveSettings } from '../settings/active-settings.ts';
import { inTransaction } from '../store/database.ts';
import { latestLogin, recordLogin } from './login-history-store.ts';
import {
  clearFailedAttempts,
  findUserByUsername,
  recordFailedAttempt,
  type UserRow,
} from '../store/users.ts';
import { listWebAgreements } from './web-agreements-store.ts';
import { codeRefusal, resendLoginCode, wrongCode } from './login-codes.ts';
import { buildLoginResponse } from './login-response.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

/** The security code the sandbox "sends". */
export const SECURITY_CODE = '123456';

function needsSecurityCode(settings: ActiveSettings, user: UserRow): boolean {
  return (
    settings.options['Features.MfaLogin'] === 'true' &&
    (settings.mfaForEveryUser || user.mfa_enrolled === 1)
  );
}

async function userLogin({ services, body, ip, now }: RequestContext) {
  const { db } = services;
  const username = requireString(body, 'username', 256);
  const password = requireString(body, 'password', 1024);
  const deviceId = optionalString(body, 'deviceId', 256);
  const trustedDeviceTokens = optionalStringArray(body, 'trustedDeviceTokens');

  const settings = loadSettings(db);
  if (settings.maintenanceMode) throw forbidden('maintenanceModeEnabled');

  const user = findUserByUsername(db, username);
  if (!user) {
    await verifyPassword(password, UNMATCHABLE_HASH);
    throw forbidden('Invalid');
  }
  if (user.locked === 1) throw forbidden('LockedOnBadPassword');
  if (!(await verifyPassword(password, user.password_hash))) {
    throw forbidden(recordFailedAttempt(db, user.id) ? 'LockedOnBadPassword' : 'Invalid');
  }

  const isTrustedDevice =
    !needsSecurityCode(settings, user) || hasTrustedDevice(db, user.id, trustedDeviceTokens, now);
  return inTransaction(db, () => {
    clearFailedAttempts(db, user.id);
    const previousLogin = latestLogin(db, user.id);
    const token = createSession(db, user.id, isTrustedDevice ? 'active' : 'pending', now, deviceId);
    // A login counts once it is complete: now, or after the security code for an untrusted device.
    if (isTrustedDevice) recordLogin(db, user.id, now, ip);
    return ok(
      buildLoginResponse({
        user,
        previousLogin,
        token,
        isTrustedDevice,
        agreements: listWebAgreements(db, user.id),
      }),
    );
  });
}

function securityCode(body: RequestContext['body']): string {
  const value = field(body, 'Code');
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && value.length > 0 && value.length <= 32) return value.trim();
  throw invalid();
}

function validateCode({ services, body, headers, ip, now }: RequestContext) {
  const { db } = services;
  const userId = requireString(body, 'UserId', 256);
  const code = securityCode(body);
  const createTrusted = optionalBoolean(body, 'CreateTrustedDevice') ?? false;

  const user = findUserByUsername(db, userId);
  if (!user) throw forbidden('Invalid');
  const session = findPendingSession(db, user.id, headerToken(headers), now);
  if (!session) throw unauthorized();
  const refusal = codeRefusal(db, session.token, now);
  if (refusal) throw forbidden(refusal);
  if (code !== SECURITY_CODE) throw forbidden(wrongCode(db, session.token));

  return inTransaction(db, () => {
    activateSession(db, session.token, now);
    recordLogin(db, user.id, now, ip);
    const trustedDeviceToken = createTrusted
      ? createTrustedDevice(db, user.id, session.device_id, now)
      : null;
    return ok({
      UserToken: session.token,
      EmailAddress: user.email,
      TrustedDeviceToken: trustedDeviceToken,
      CustomerID: user.customer_id,
      BiometricsTokenExpiration: null,
      HasNoErrors: true,
      Errors: [],
    });
  });
}

function resendCode({ services, body, headers, now }: RequestContext) {
  const userId = requireString(body, 'UserId', 256);
  const user = findUserByUsername(services.db, userId);
  const session = user && findPendingSession(services.db, user.id, headerToken(headers), now);
  if (session) resendLoginCode(services.db, session.token, now);
  return ok({ HasNoErrors: true, Errors: [] });
}

function logout({ services, body, headers }: RequestContext) {
  const token = optionalString(body, 'UserToken', 256) ?? headerToken(headers);
  if (token) endSession(services.db, token);
  return ok({ HasNoErrors: true, Errors: [] });
}

export const loginRoutes: RouteDefinition[] = [
  publicRoute({ area: 'login', method: 'POST', path: '/api/login/userlogin', handle: userLogin }),
  publicRoute({
    area: 'login',
    method: 'POST',
    path: '/api/Login/ValidateCode',
    handle: validateCode,
  }),
  publicRoute({ area: 'login', method: 'POST', path: '/api/Login/ResendCode', handle: resendCode }),
  publicRoute({
    area: 'login',
    method: 'POST',
    path: '/api/Login/Logout',
    // The token may come in the UserToken header instead of the body: logout() reads either.
    ruleChecked: ['UserToken'],
    handle: logout,
  }),
];
