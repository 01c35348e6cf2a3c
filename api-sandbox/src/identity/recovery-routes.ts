import { field, optionalString } from '../http/fields.ts';
import { invalid } from '../http/http-error.ts';
import type { JsonObject } from '../http/read-body.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { execute, inTransaction, readRows } from '../store/database.ts';
import { UserRowSchema, type UserRow } from '../store/users.ts';
import {
  createIdentityToken,
  identityDetails,
  sendMail,
  type IdentityDetailsRow,
} from './identity-store.ts';

// Credential recovery (spec 1 §7): find the user, answer the question (or skip it), e-mail a
// reset link to home/forcePasswordChange/{enc}. Errors travel as Errors[0] with HasNoErrors false.

export const MAX_RECOVERY_FAILURES = 5;

const refuse = (code: string) => ok({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** Accepts MM/DD/YYYY, YYYY-MM-DD or an ISO instant; returns YYYY-MM-DD or null. */
export function isoDate(text: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text.trim());
  return iso?.[1] ?? null;
}

interface RecoveryRequest {
  email?: string;
  branch?: string;
  dateOfBirth?: string;
  zip?: string;
}

function readRequest(body: JsonObject): RecoveryRequest {
  const branch = field(body, 'ServicingBranch');
  const zip = field(body, 'ZipCode');
  return {
    email: optionalString(body, 'EmailAddress', 100)?.trim() || undefined,
    branch:
      typeof branch === 'number' || typeof branch === 'string'
        ? String(branch).trim() || undefined
        : undefined,
    dateOfBirth: optionalString(body, 'DateOfBirth', 40) || undefined,
    zip:
      typeof zip === 'number' || typeof zip === 'string'
        ? String(zip).trim() || undefined
        : undefined,
  };
}

function matches(
  ctx: RequestContext,
  request: RecoveryRequest,
): Array<{ user: UserRow; details: IdentityDetailsRow | undefined }> {
  if (!request.email && !request.dateOfBirth && !request.zip && !request.branch) throw invalid();
  const { db } = ctx.services;
  const users = readRows(db, UserRowSchema, 'SELECT * FROM users');
  return users
    .map((user) => ({ user, details: identityDetails(db, user.id) }))
    .filter(({ user, details }) => {
      if (request.email && user.email.toLowerCase() !== request.email.toLowerCase()) return false;
      if (request.zip && user.zip_code !== request.zip) return false;
      if (request.branch && String(user.servicing_branch) !== request.branch) return false;
      if (request.dateOfBirth && details?.date_of_birth !== isoDate(request.dateOfBirth))
        return false;
      return true;
    });
}

function countFailure(ctx: RequestContext, userId: number): boolean {
  const { db } = ctx.services;
  execute(
    db,
    'UPDATE identity_details SET recovery_failures = recovery_failures + 1 WHERE user_id = ?',
    userId,
  );
  return (identityDetails(db, userId)?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES;
}

function getSecretQuestion(ctx: RequestContext) {
  const found = matches(ctx, readRequest(ctx.body));
  const match = found.length === 1 ? found[0] : undefined;
  if (!match) return refuse('Invalid');
  if ((match.details?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES)
    return refuse('RecoveryMaxAttempts');
  const withoutQuestion =
    loadSettings(ctx.services.db).options['Features.RecoveryWithoutQuestion'] === 'true';
  const question = match.details?.secret_question ?? null;
  if (!question && !withoutQuestion) return refuse('BadQuestion');
  return ok({
    HasNoErrors: true,
    Errors: [],
    Credentials: {
      SecretQuestion: withoutQuestion ? null : question,
      LogonName: match.user.username,
    },
  });
}

function findByLogon(ctx: RequestContext) {
  const logon = optionalString(ctx.body, 'LogonName', 256);
  if (!logon) throw invalid();
  const found = matches(ctx, readRequest(ctx.body)).filter(
    ({ user }) => user.username.toLowerCase() === logon.toLowerCase(),
  );
  return found.length === 1 ? found[0] : undefined;
}

function mailResetLink(ctx: RequestContext, user: UserRow) {
  const { db } = ctx.services;
  const token = createIdentityToken(db, 'reset', user.id, ctx.now);
  sendMail(db, ctx.now, {
    recipient: user.email,
    subject: 'Reset your password',
    link: `/#/home/forcePasswordChange/${token}`,
  });
}

function answerSecretQuestion(ctx: RequestContext) {
  const answer = optionalString(ctx.body, 'SecretAnswer', 100)?.trim() ?? '';
  const match = findByLogon(ctx);
  if (!match) return refuse('Invalid');
  if ((match.details?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES)
    return refuse('RecoveryMaxAttempts');
  const expected = match.details?.secret_answer?.trim().toLowerCase();
  if (!expected || answer.toLowerCase() !== expected) {
    const maxed = countFailure(ctx, match.user.id);
    return refuse(maxed ? 'RecoveryMaxAttempts' : 'RecoveryFailed');
  }
  inTransaction(ctx.services.db, () => mailResetLink(ctx, match.user));
  return ok({
    HasNoErrors: true,
    Errors: [],
    SuccessMessage: 'An e-mail with instructions to reset your password will arrive shortly.',
  });
}

function generateNewPassword(ctx: RequestContext) {
  const withoutQuestion =
    loadSettings(ctx.services.db).options['Features.RecoveryWithoutQuestion'] === 'true';
  if (!withoutQuestion) return refuse('RecoveryFailed');
  const match = findByLogon(ctx);
  if (!match) return refuse('Invalid');
  inTransaction(ctx.services.db, () => mailResetLink(ctx, match.user));
  return ok({ HasNoErrors: true, Errors: [] });
}

export const recoveryRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Recovery/GetSecretQuestion',
    handle: getSecretQuestion,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Recovery/AnswerSecretQuestion',
    handle: answerSecretQuestion,
  }),
  publicRoute({
    area: 'identity',
    method: 'POST',
    path: '/api/Recovery/GenerateNewPassword',
    handle: generateNewPassword,
  }),
];
