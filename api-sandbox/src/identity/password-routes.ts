import { createSession, endOtherSessions } from '../auth/sessions.ts';
import { optionalBoolean, requireString } from '../http/fields.ts';
import { forbidden } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { inTransaction, readRow } from '../store/database.ts';
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
  passwordMatchesKnown,
  passwordProblem,
  SERVER_PASSWORD_RULES,
} from '../rules/password-policy.ts';

// Password calls of spec 1 §7: reset (forced change, login step, recovery link), token checks,
// the async checks and the institution's rule lists.

/** A reset "Enc": a user's ChangePasswordToken (login step) or an e-mailed reset token. */
function userForEnc(
  ctx: RequestContext,
  enc: string,
): { user: UserRow; resetToken?: string } | 'expired' {
  const { db } = ctx.services;
  const forced = readRow(
    db,
    UserRowSchema,
    'SELECT * FROM users WHERE change_password_token = ? AND must_change_password = 1',
    enc,
  );
  if (forced) return { user: forced };
  const row = findIdentityToken(db, enc, 'reset');
  if (!isLive(row, ctx.now) || row.user_id === null) return 'expired';
  const user = findUserById(db, row.user_id);
  return user ? { user, resetToken: row.token } : 'expired';
}

function ownerOf(ctx: RequestContext, user: UserRow) {
  const { db } = ctx.services;
  return {
    username: user.username,
    email: user.email,
    ssn: identityDetails(db, user.id)?.ssn ?? '',
    knownHashes: [user.password_hash, ...passwordHistory(db, user.id)],
  };
}

async function resetPassword(ctx: RequestContext) {
  const enc = requireString(ctx.body, 'Enc', 256);
  const password = requireString(ctx.body, 'Password', 1024);
  const found = userForEnc(ctx, enc);
  if (found === 'expired') throw forbidden('Expired');
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
    const token = createSession(db, found.user.id, 'active', ctx.now, undefined);
    // The new password ends every other session: the login process's own token (superseded by
    // this one) and any session opened with the old password elsewhere.
    endOtherSessions(db, found.user.id, token);
    recordLogin(db, found.user.id, ctx.now, ctx.ip);
    return ok({
      HasNoErrors: true,
      IsLoggedIn: true,
      UserToken: token,
      BiometricsTokenExpiration: null,
      Errors: [],
    });
  });
}

function checkTokenExpiration(ctx: RequestContext) {
  const token = requireString(ctx.body, 'Token', 256);
  return ok({ Expired: userForEnc(ctx, token) === 'expired', HasNoErrors: true, Errors: [] });
}

function lookupLoginFromToken(ctx: RequestContext) {
  const token = requireString(ctx.body, 'UserToken', 256);
  const found = userForEnc(ctx, token);
  if (found === 'expired')
    return ok({ HasNoErrors: false, Logon: null, Errors: [{ ErrorMessage: 'Expired' }] });
  return ok({ HasNoErrors: true, Logon: found.user.username, Errors: [] });
}

async function passwordCheck(ctx: RequestContext, user: UserRow) {
  const password = requireString(ctx.body, 'PasswordToValidate', 1024);
  const owner = ownerOf(ctx, user);
  const wantSsn = optionalBoolean(ctx.body, 'InvalidWhenMatchesSSN') ?? false;
  const wantEmail = optionalBoolean(ctx.body, 'InvalidWhenMatchEmail') ?? false;
  const wantReuse = optionalBoolean(ctx.body, 'InvalidWhenPasswordExists') ?? false;
  return ok({
    PasswordMatchesSSN: wantSsn && owner.ssn !== '' && password.replace(/-/g, '') === owner.ssn,
    PasswordMatchesEmail: wantEmail && password.trim().toLowerCase() === user.email.toLowerCase(),
    PasswordExists: wantReuse && (await passwordMatchesKnown(password, owner.knownHashes)),
    HasNoErrors: true,
    Errors: [],
  });
}

async function validateForReset(ctx: RequestContext) {
  const token = requireString(ctx.body, 'ResetToken', 256);
  const found = userForEnc(ctx, token);
  if (found === 'expired') throw forbidden('Expired');
  return passwordCheck(ctx, found.user);
}

function validateForLoggedIn(ctx: SignedInContext) {
  return passwordCheck(ctx, ctx.user);
}

/** The body is empty; the list is the institution's, the same for everyone. */
const rules = (list: readonly object[]) => () => ok(list);

export const passwordRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/ResetPassword',
    handle: resetPassword,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/CheckTokenExpiration',
    handle: checkTokenExpiration,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/LookupLoginFromToken',
    handle: lookupLoginFromToken,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/ValidatePasswordForResetPassword',
    handle: validateForReset,
  }),
  userRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Login/ValidatePasswordForLoggedInUser',
    exampleBody: { PasswordToValidate: 'x' },
    handle: validateForLoggedIn,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/CredentialValidationRules/GetPasswordValidationRules',
    handle: rules(SERVER_PASSWORD_RULES),
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/CredentialValidationRules/GetLogonValidationRules',
    handle: rules(LOGON_RULES),
  }),
];
