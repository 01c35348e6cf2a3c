import * as v from 'valibot';
import { checkPasswordReuse } from '../auth/lockout.ts';
import { nextLoginStep, setLoginSteps } from '../auth/login-steps.ts';
import { createSession, endOtherSessions, findActiveSession } from '../auth/sessions.ts';
import { loginStepsOwed, needsSecurityCode } from './login-queue.ts';
import {
  checkTokenExpiration as checkTokenExpirationEndpoint,
  getLogonValidationRules,
  getPasswordValidationRules,
  lookupLoginFromToken as lookupLoginEndpoint,
  resetPassword as resetPasswordEndpoint,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from '@portal/api-contract/identity/passwords';
import {
  answer,
  publicCall,
  SUCCESS,
  userCall,
  type ContractBody,
  type ContractInput,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import { forbidden } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { inTransaction, readRow, readRows } from '../store/database.ts';
import { recordLogin } from './login-history-store.ts';
import { findUserById, UserRowSchema, type UserRow } from '../store/users.ts';
import {
  changePassword,
  findIdentityToken,
  identityDetails,
  isLive,
  passwordHistory,
  useIdentityToken,
} from './identity-store.ts';
import {
  LOGON_RULES,
  PASSWORD_CHANGE_CODES,
  passwordProblem,
  passwordRuleProblem,
  SERVER_PASSWORD_RULES,
} from '../rules/password-policy.ts';
import { filledText } from './text-limits.ts';

// Password calls of spec 1 §7: reset (forced change, login step, recovery link), token checks,
// the async checks and the institution's rule lists.

/** A sign-in of the user whose next login step is changing the password (its token, if any). */
function signInAtPasswordChange(ctx: PublicCallContext, userId: number): string | undefined {
  const { db } = ctx.services;
  const rows = readRows(
    db,
    v.object({ token: v.string() }),
    "SELECT token FROM sessions WHERE user_id = ? AND status = 'active'",
    userId,
  );
  return rows
    .map((row) => row.token)
    .find(
      (token) =>
        findActiveSession(db, token, ctx.now) !== undefined &&
        nextLoginStep(db, token) === 'changePassword',
    );
}

/**
 * A reset "Enc": a user's ChangePasswordToken (login step) or an e-mailed reset token. The
 * ChangePasswordToken counts only while a sign-in of that user stands at its change-password
 * step: the login answer hands it out before the security code and the SSN step, and it must
 * not be a way around them (issue 52).
 */
function userForEnc(
  ctx: PublicCallContext,
  enc: string,
): { user: UserRow; resetToken?: string } | 'expired' {
  const { db } = ctx.services;
  const forced = readRow(
    db,
    UserRowSchema,
    'SELECT * FROM users WHERE change_password_token = ? AND must_change_password = 1',
    enc,
  );
  if (forced) return signInAtPasswordChange(ctx, forced.id) ? { user: forced } : 'expired';
  const row = findIdentityToken(db, enc, 'reset');
  if (!isLive(row, ctx.now) || row.user_id === null) return 'expired';
  const user = findUserById(db, row.user_id);
  return user ? { user, resetToken: row.token } : 'expired';
}

function ownerOf(ctx: PublicCallContext, user: UserRow) {
  const { db } = ctx.services;
  return {
    username: user.username,
    email: user.email,
    ssn: identityDetails(db, user.id)?.ssn ?? '',
    knownHashes: [user.password_hash, ...passwordHistory(db, user.id)],
  };
}

async function resetPassword(
  ctx: PublicCallContext,
  input: ContractInput<typeof resetPasswordEndpoint>,
) {
  const enc = filledText(input.Enc, 256);
  const password = filledText(input.Password, 1024);
  const found = userForEnc(ctx, enc);
  if (found === 'expired') throw forbidden('Expired');
  // Not a counted guess: a miss sets the guessed password, so nothing is learnt that the token
  // did not already give; and a reset link is the confirmed identity a lock waits for.
  const problem = await passwordProblem(
    password,
    ownerOf(ctx, found.user),
    loadSettings(ctx.services.db),
  );
  if (problem) throw forbidden(PASSWORD_CHANGE_CODES[problem]);
  const { db } = ctx.services;
  return inTransaction(db, () => {
    changePassword(db, found.user.id, found.user.password_hash, password);
    if (found.resetToken) useIdentityToken(db, found.resetToken);
    const settings = loadSettings(db);
    const changed = findUserById(db, found.user.id) ?? found.user;
    // A reset link's sign-in still owes the security code; the login's change step was past it.
    const status = found.resetToken && needsSecurityCode(settings, changed) ? 'pending' : 'active';
    const token = createSession(db, changed.id, status, ctx.now, undefined);
    // The steps after this one (secret question, agreements; the SSN step if it was skipped).
    setLoginSteps(
      db,
      token,
      loginStepsOwed(db, settings, changed, { passwordEntered: true, now: ctx.now }),
    );
    // The new password ends every other session: the login process's own token (superseded by
    // this one) and any session opened with the old password elsewhere.
    endOtherSessions(db, found.user.id, token);
    recordLogin(db, found.user.id, ctx.now, ctx.ip);
    return answer(resetPasswordEndpoint, {
      ...SUCCESS,
      IsLoggedIn: true,
      UserToken: token,
      BiometricsTokenExpiration: null,
    });
  });
}

function checkTokenExpiration(
  ctx: PublicCallContext,
  input: ContractInput<typeof checkTokenExpirationEndpoint>,
) {
  const token = filledText(input.Token, 256);
  return answer(checkTokenExpirationEndpoint, {
    ...SUCCESS,
    Expired: userForEnc(ctx, token) === 'expired',
  });
}

function lookupLoginFromToken(
  ctx: PublicCallContext,
  input: ContractInput<typeof lookupLoginEndpoint>,
) {
  const token = filledText(input.UserToken, 256);
  const found = userForEnc(ctx, token);
  if (found === 'expired') return refusal('Expired', { Logon: null });
  return answer(lookupLoginEndpoint, { ...SUCCESS, Logon: found.user.username });
}

/** What the async check looks for; a flag left out is not checked. */
type PasswordCheck = ContractInput<typeof validatePasswordForLoggedInUser>;

/** The check's findings; both check calls answer them with the same schema. */
async function passwordCheck(
  ctx: PublicCallContext,
  user: UserRow,
  check: PasswordCheck,
): Promise<ContractBody<typeof validatePasswordForLoggedInUser>> {
  const password = filledText(check.PasswordToValidate, 1024);
  const owner = ownerOf(ctx, user);
  const wantSsn = check.InvalidWhenMatchesSSN ?? false;
  const wantEmail = check.InvalidWhenMatchEmail ?? false;
  const wantReuse = check.InvalidWhenPasswordExists ?? false;
  return {
    ...SUCCESS,
    PasswordMatchesSSN: wantSsn && owner.ssn !== '' && password.replace(/-/g, '') === owner.ssn,
    PasswordMatchesEmail: wantEmail && password.trim().toLowerCase() === user.email.toLowerCase(),
    PasswordExists: wantReuse && (await reusedPassword(ctx, user, password)),
  };
}

/**
 * The reuse answer is a password guess, counted toward the lockout (403 LockedOnBadPassword
 * once locked). A value shorter than any password can be is half-typed: it is not compared, or
 * the debounced check of every pause would spend the borrower's tries.
 */
async function reusedPassword(ctx: PublicCallContext, user: UserRow, password: string) {
  const { db } = ctx.services;
  if (passwordRuleProblem(password, ownerOf(ctx, user), loadSettings(db)) === 'tooShort')
    return false;
  const reuse = await checkPasswordReuse(
    db,
    user.username,
    password,
    passwordHistory(db, user.id),
    ctx.now,
  );
  if (reuse === 'LockedOnBadPassword') throw forbidden(reuse);
  return reuse === 'reused';
}

async function validateForReset(
  ctx: PublicCallContext,
  input: ContractInput<typeof validatePasswordForResetPassword>,
) {
  const token = filledText(input.ResetToken, 256);
  const found = userForEnc(ctx, token);
  if (found === 'expired') throw forbidden('Expired');
  return answer(validatePasswordForResetPassword, await passwordCheck(ctx, found.user, input));
}

async function validateForLoggedIn(
  ctx: UserCallContext,
  input: ContractInput<typeof validatePasswordForLoggedInUser>,
) {
  return answer(validatePasswordForLoggedInUser, await passwordCheck(ctx, ctx.user, input));
}

export const passwordRoutes: RouteDefinition[] = [
  publicCall(resetPasswordEndpoint, { area: 'identity', handle: resetPassword }),
  publicCall(checkTokenExpirationEndpoint, { area: 'identity', handle: checkTokenExpiration }),
  publicCall(lookupLoginEndpoint, { area: 'identity', handle: lookupLoginFromToken }),
  publicCall(validatePasswordForResetPassword, { area: 'identity', handle: validateForReset }),
  userCall(validatePasswordForLoggedInUser, {
    area: 'identity',
    // The change-password login step checks its new password with the sign-in's token.
    loginStep: 'changePassword',
    handle: validateForLoggedIn,
  }),
  // The body is empty; the list is the institution's, the same for everyone (a bare list).
  publicCall(getPasswordValidationRules, {
    area: 'identity',
    handle: () => answer(getPasswordValidationRules, [...SERVER_PASSWORD_RULES]),
  }),
  publicCall(getLogonValidationRules, {
    area: 'identity',
    handle: () => answer(getLogonValidationRules, [...LOGON_RULES]),
  }),
];
