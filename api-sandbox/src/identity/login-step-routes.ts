import { checkPassword } from '../auth/lockout.ts';
import { completeLoginStep, nextLoginStep, setLoginSteps } from '../auth/login-steps.ts';
import { headerToken } from '../auth/request-token.ts';
import { loginAgreementsDue, loginStepsOwed } from './login-queue.ts';
import { createSession, findActiveSession } from '../auth/sessions.ts';
import {
  optOut as optOutEndpoint,
  validateEmail as validateEmailEndpoint,
} from '@portal/api-contract/identity/email-links';
import { ssoLogin as ssoLoginEndpoint, tokenLogin } from '@portal/api-contract/identity/login';
import {
  recordAgreements as recordAgreementsEndpoint,
  setPasswordQuestion as setPasswordQuestionEndpoint,
  verifyNewUser as verifyNewUserEndpoint,
} from '@portal/api-contract/identity/login-steps';
import {
  answer,
  publicCall,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import { forbidden, invalid, unauthorized } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { boundedText, filledText } from './text-limits.ts';
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

async function verifyNewUser(
  ctx: PublicCallContext,
  input: ContractInput<typeof verifyNewUserEndpoint>,
) {
  const username = filledText(input.Credentials.UserName, 256);
  const password = filledText(input.Credentials.Password, 1024);
  const ssn = filledText(input.SocialSecurityNumber, 32).replace(/\D/g, '');
  const { db } = ctx.services;
  // Only the SSN step of a sign-in under way may ask: its token, whose next step this is, for
  // the name it signed in with. Anyone else gets no answer about the password at all.
  const token = headerToken(ctx.headers);
  const session = token ? findActiveSession(db, token, ctx.now) : undefined;
  const owner = session ? findUserById(db, session.user_id) : undefined;
  if (
    !token ||
    !owner ||
    owner.username.toLowerCase() !== username.toLowerCase() ||
    nextLoginStep(db, token) !== 'validateSSN'
  )
    throw unauthorized();
  // The same lockout as sign-in: a wrong password here counts, a locked name answers locked.
  const checked = await checkPassword(db, username, password, ctx.now);
  if (checked !== 'ok') throw forbidden(checked);
  const user = findUserByUsername(db, username);
  if (!user) throw forbidden('Invalid');
  if (identityDetails(db, user.id)?.ssn !== ssn) return refusal('Invalid');
  inTransaction(db, () => {
    execute(db, 'UPDATE users SET email_verified = 1 WHERE id = ?', user.id);
    completeLoginStep(db, token, 'validateSSN');
  });
  return answer(verifyNewUserEndpoint, SUCCESS);
}

function setPasswordQuestion(
  ctx: UserCallContext,
  input: ContractInput<typeof setPasswordQuestionEndpoint>,
) {
  const question = filledText(input.PasswordQuestion, 200).trim();
  const reply = filledText(input.PasswordAnswer, 100).trim();
  if (!question || !reply || !TEXT_ALLOWED.test(reply)) throw invalid();
  inTransaction(ctx.services.db, () => {
    setSecretQuestion(ctx.services.db, ctx.user.id, question, reply);
    completeLoginStep(ctx.services.db, ctx.token, 'setupSecretQuestion');
  });
  return answer(setPasswordQuestionEndpoint, SUCCESS);
}

/** The agreements one login step may record at once. */
const MAX_AGREEMENTS = 5;

function recordAgreements(
  ctx: UserCallContext,
  input: ContractInput<typeof recordAgreementsEndpoint>,
) {
  const list = input.Agreements;
  if (list.length === 0 || list.length > MAX_AGREEMENTS) throw invalid();
  const { db } = ctx.services;
  inTransaction(db, () => {
    for (const record of list) {
      const dateOfTerms = filledText(record.DateOfTerms, 40);
      if (Number.isNaN(Date.parse(dateOfTerms))) throw invalid();
      filledText(record.NameOfTerms, 200);
      recordAgreement(db, ctx.user.id, dateOfTerms, ctx.now.toISOString());
    }
    // The step is done once no login agreement is still due (all were sent at once).
    if (!loginAgreementsDue(db, loadSettings(db), ctx.user, ctx.now))
      completeLoginStep(db, ctx.token, 'agreements');
  });
  return answer(recordAgreementsEndpoint, SUCCESS);
}

function validateEmail(ctx: PublicCallContext, input: ContractInput<typeof validateEmailEndpoint>) {
  const enc = filledText(input.EncryptedUserData, 512);
  const { db } = ctx.services;
  const row = findIdentityToken(db, enc, 'verify-email');
  if (!isLive(row, ctx.now) || row.user_id === null) return refusal('Invalid');
  inTransaction(db, () => {
    execute(db, 'UPDATE users SET email_verified = 1 WHERE id = ?', row.user_id);
    useIdentityToken(db, row.token);
  });
  return answer(validateEmailEndpoint, SUCCESS);
}

/** Signs the token's user in fully (SSO and biometric token sign-in answer the same schema). */
function signInByToken(
  ctx: PublicCallContext,
  kind: 'sso' | 'biometric',
  sent: { token: string; deviceId: string | undefined },
): ContractReply<typeof tokenLogin> {
  const token = filledText(sent.token, 256);
  const { db } = ctx.services;
  if (loadSettings(db).maintenanceMode) throw forbidden('maintenanceModeEnabled');
  const row = findIdentityToken(db, token, kind);
  const user =
    isLive(row, ctx.now) && row.user_id !== null ? findUserById(db, row.user_id) : undefined;
  if (!row || !user || user.locked === 1) return refusal('Invalid', { IsLoggedIn: false });
  return inTransaction(db, () => {
    if (kind === 'sso') useIdentityToken(db, row.token);
    const previousLogin = latestLogin(db, user.id);
    const session = createSession(db, user.id, 'active', ctx.now, sent.deviceId);
    const settings = loadSettings(db);
    setLoginSteps(
      db,
      session,
      loginStepsOwed(db, settings, user, { passwordEntered: false, now: ctx.now }),
    );
    recordLogin(db, user.id, ctx.now, ctx.ip);
    return answer(
      tokenLogin,
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

/** Single sign-on, channel Web (the contract holds the channel); the call names no device. */
function ssoLogin(ctx: PublicCallContext, input: ContractInput<typeof ssoLoginEndpoint>) {
  return signInByToken(ctx, 'sso', { token: input.Token, deviceId: undefined });
}

function biometricLogin(ctx: PublicCallContext, input: ContractInput<typeof tokenLogin>) {
  const deviceId = boundedText(input.DeviceID, 256);
  return signInByToken(ctx, 'biometric', { token: input.Token, deviceId });
}

function optOut(ctx: PublicCallContext, input: ContractInput<typeof optOutEndpoint>) {
  const email = filledText(input.EmailAddress, 512);
  const { db } = ctx.services;
  const row = findIdentityToken(db, email, 'opt-out');
  if (!isLive(row, ctx.now) || row.user_id === null) return refusal('Invalid');
  execute(db, 'UPDATE identity_details SET opted_out = 1 WHERE user_id = ?', row.user_id);
  return answer(optOutEndpoint, SUCCESS);
}

export const loginStepRoutes: RouteDefinition[] = [
  publicCall(verifyNewUserEndpoint, { area: 'identity', handle: verifyNewUser }),
  userCall(setPasswordQuestionEndpoint, {
    area: 'identity',
    loginStep: 'setupSecretQuestion',
    handle: setPasswordQuestion,
  }),
  userCall(recordAgreementsEndpoint, {
    area: 'identity',
    loginStep: 'agreements',
    handle: recordAgreements,
  }),
  publicCall(validateEmailEndpoint, { area: 'identity', handle: validateEmail }),
  publicCall(ssoLoginEndpoint, { area: 'identity', handle: ssoLogin }),
  publicCall(tokenLogin, { area: 'identity', handle: biometricLogin }),
  publicCall(optOutEndpoint, { area: 'identity', handle: optOut }),
];
