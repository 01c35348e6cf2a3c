import { headerToken } from '../auth/request-token.ts';
import {
  activateSession,
  createSession,
  endSession,
  findPendingSession,
} from '../auth/sessions.ts';
import { checkPassword } from '../auth/lockout.ts';
import { createTrustedDevice, hasTrustedDevice } from '../auth/trusted-devices.ts';
import { userLogin as userLoginEndpoint } from '@portal/api-contract/identity/login';
import {
  resendLoginCode as resendCodeEndpoint,
  validateLoginCode,
} from '@portal/api-contract/identity/login-steps';
import { logout as logoutEndpoint } from '@portal/api-contract/identity/portal-checks';
import {
  answer,
  publicCall,
  SUCCESS,
  type ContractInput,
  type PublicCallContext,
} from '../http/contract-route.ts';
import { forbidden, invalid, unauthorized } from '../http/http-error.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { inTransaction } from '../store/database.ts';
import { latestLogin, recordLogin } from './login-history-store.ts';
import { findUserByUsername } from '../store/users.ts';
import { listWebAgreements } from './web-agreements-store.ts';
import { codeRefusal, resendLoginCode, wrongCode } from './login-codes.ts';
import { buildLoginResponse } from './login-response.ts';
import { loginStepsOwed, needsSecurityCode } from './login-queue.ts';
import { setLoginSteps } from '../auth/login-steps.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { boundedText, filledText } from './text-limits.ts';

/** The security code the sandbox "sends". */
export const SECURITY_CODE = '123456';

/** The trusted-device tokens a sign-in may present (each one a lookup). */
const MAX_TRUSTED_DEVICE_TOKENS = 50;

function trustedDeviceTokensOf(tokens: string[] | undefined): string[] {
  const list = tokens ?? [];
  if (list.length > MAX_TRUSTED_DEVICE_TOKENS || list.some((token) => token.length > 1024))
    throw invalid();
  return list;
}

async function userLogin(
  { services, ip, now }: PublicCallContext,
  input: ContractInput<typeof userLoginEndpoint>,
) {
  const { db } = services;
  const username = filledText(input.username, 256);
  const password = filledText(input.password, 1024);
  const deviceId = boundedText(input.deviceId, 256);
  const trustedDeviceTokens = trustedDeviceTokensOf(input.trustedDeviceTokens);

  const settings = loadSettings(db);
  if (settings.maintenanceMode) throw forbidden('maintenanceModeEnabled');

  const checked = await checkPassword(db, username, password, now);
  if (checked !== 'ok') throw forbidden(checked);
  const user = findUserByUsername(db, username);
  if (!user) throw forbidden('Invalid');

  const isTrustedDevice =
    !needsSecurityCode(settings, user) || hasTrustedDevice(db, user.id, trustedDeviceTokens, now);
  return inTransaction(db, () => {
    const previousLogin = latestLogin(db, user.id);
    const token = createSession(db, user.id, isTrustedDevice ? 'active' : 'pending', now, deviceId);
    setLoginSteps(db, token, loginStepsOwed(db, settings, user, { passwordEntered: true, now }));
    // A login counts once it is complete: now, or after the security code for an untrusted device.
    if (isTrustedDevice) recordLogin(db, user.id, now, ip);
    return answer(
      userLoginEndpoint,
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

function validateCode(
  { services, headers, ip, now }: PublicCallContext,
  input: ContractInput<typeof validateLoginCode>,
) {
  const { db } = services;
  const userId = filledText(input.UserId, 256);
  const code = filledText(input.Code, 32).trim();

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
    const trustedDeviceToken = input.CreateTrustedDevice
      ? createTrustedDevice(db, user.id, session.device_id, now)
      : null;
    return answer(validateLoginCode, {
      ...SUCCESS,
      UserToken: session.token,
      EmailAddress: user.email,
      TrustedDeviceToken: trustedDeviceToken,
      CustomerID: user.customer_id,
      BiometricsTokenExpiration: null,
    });
  });
}

function resendCode(
  { services, headers, now }: PublicCallContext,
  input: ContractInput<typeof resendCodeEndpoint>,
) {
  const userId = filledText(input.UserId, 256);
  const user = findUserByUsername(services.db, userId);
  const session = user && findPendingSession(services.db, user.id, headerToken(headers), now);
  const refused = session ? resendLoginCode(services.db, session.token, now) : null;
  if (refused) throw forbidden(refused);
  return answer(resendCodeEndpoint, SUCCESS);
}

function logout(
  { services, headers }: PublicCallContext,
  input: ContractInput<typeof logoutEndpoint>,
) {
  // Rule-checked: the token may come in the UserToken header instead, so the body's may be absent.
  const sent: unknown = input.UserToken;
  if (sent !== undefined && sent !== null && typeof sent !== 'string') throw invalid();
  const token = boundedText(sent ?? undefined, 256) ?? headerToken(headers);
  if (token) endSession(services.db, token);
  return answer(logoutEndpoint, SUCCESS);
}

export const loginRoutes: RouteDefinition[] = [
  publicCall(userLoginEndpoint, { area: 'login', handle: userLogin }),
  publicCall(validateLoginCode, { area: 'login', handle: validateCode }),
  publicCall(resendCodeEndpoint, { area: 'login', handle: resendCode }),
  publicCall(logoutEndpoint, {
    area: 'login',
    // The token may come in the UserToken header instead of the body: logout() reads either.
    ruleChecked: ['UserToken'],
    handle: logout,
  }),
];
