import {
  answerSecretQuestion as answerQuestionEndpoint,
  generateNewPassword as generatePasswordEndpoint,
  getSecretQuestion as getQuestionEndpoint,
} from '@portal/api-contract/identity/recovery';
import {
  answer,
  publicCall,
  SUCCESS,
  type ContractInput,
  type PublicCallContext,
} from '../http/contract-route.ts';
import { invalid } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { execute, inTransaction, readRows } from '../store/database.ts';
import { UserRowSchema, type UserRow } from '../store/users.ts';
import {
  createIdentityToken,
  identityDetails,
  sendMail,
  type IdentityDetailsRow,
} from './identity-store.ts';
import { boundedText } from './text-limits.ts';

// Credential recovery (spec 1 §7): find the user, answer the question (or skip it), e-mail a
// reset link to home/forcePasswordChange/{enc}. Errors travel as Errors[0] with HasNoErrors false.

export const MAX_RECOVERY_FAILURES = 5;

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

/** The recovery fields every recovery call may send (only those the institution asks for). */
type RecoveryFields = ContractInput<typeof getQuestionEndpoint>;

function readRequest(fields: RecoveryFields): RecoveryRequest {
  return {
    email: boundedText(fields.EmailAddress, 100)?.trim() || undefined,
    branch: fields.ServicingBranch?.trim() || undefined,
    dateOfBirth: boundedText(fields.DateOfBirth, 40) || undefined,
    zip: fields.ZipCode?.trim() || undefined,
  };
}

function matches(
  ctx: PublicCallContext,
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

function countFailure(ctx: PublicCallContext, userId: number): boolean {
  const { db } = ctx.services;
  execute(
    db,
    'UPDATE identity_details SET recovery_failures = recovery_failures + 1 WHERE user_id = ?',
    userId,
  );
  return (identityDetails(db, userId)?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES;
}

function getSecretQuestion(
  ctx: PublicCallContext,
  input: ContractInput<typeof getQuestionEndpoint>,
) {
  const found = matches(ctx, readRequest(input));
  const match = found.length === 1 ? found[0] : undefined;
  if (!match) return refusal('Invalid');
  if ((match.details?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES)
    return refusal('RecoveryMaxAttempts');
  const withoutQuestion =
    loadSettings(ctx.services.db).options['Features.RecoveryWithoutQuestion'] === 'true';
  const question = match.details?.secret_question ?? null;
  if (!question && !withoutQuestion) return refusal('BadQuestion');
  return answer(getQuestionEndpoint, {
    ...SUCCESS,
    Credentials: {
      SecretQuestion: withoutQuestion ? null : question,
      LogonName: match.user.username,
    },
  });
}

function findByLogon(ctx: PublicCallContext, fields: RecoveryFields & { LogonName: string }) {
  const logon = boundedText(fields.LogonName, 256);
  if (!logon) throw invalid();
  const found = matches(ctx, readRequest(fields)).filter(
    ({ user }) => user.username.toLowerCase() === logon.toLowerCase(),
  );
  return found.length === 1 ? found[0] : undefined;
}

function mailResetLink(ctx: PublicCallContext, user: UserRow) {
  const { db } = ctx.services;
  const token = createIdentityToken(db, 'reset', user.id, ctx.now);
  sendMail(db, ctx.now, {
    recipient: user.email,
    subject: 'Reset your password',
    link: `/#/home/forcePasswordChange/${token}`,
  });
}

function answerSecretQuestion(
  ctx: PublicCallContext,
  input: ContractInput<typeof answerQuestionEndpoint>,
) {
  const secretAnswer = boundedText(input.SecretAnswer, 100)?.trim() ?? '';
  const match = findByLogon(ctx, input);
  if (!match) return refusal('Invalid');
  if ((match.details?.recovery_failures ?? 0) >= MAX_RECOVERY_FAILURES)
    return refusal('RecoveryMaxAttempts');
  const expected = match.details?.secret_answer?.trim().toLowerCase();
  if (!expected || secretAnswer.toLowerCase() !== expected) {
    const maxed = countFailure(ctx, match.user.id);
    return refusal(maxed ? 'RecoveryMaxAttempts' : 'RecoveryFailed');
  }
  inTransaction(ctx.services.db, () => mailResetLink(ctx, match.user));
  return answer(answerQuestionEndpoint, {
    ...SUCCESS,
    SuccessMessage: 'An e-mail with instructions to reset your password will arrive shortly.',
  });
}

function generateNewPassword(
  ctx: PublicCallContext,
  input: ContractInput<typeof generatePasswordEndpoint>,
) {
  const withoutQuestion =
    loadSettings(ctx.services.db).options['Features.RecoveryWithoutQuestion'] === 'true';
  if (!withoutQuestion) return refusal('RecoveryFailed');
  const match = findByLogon(ctx, input);
  if (!match) return refusal('Invalid');
  inTransaction(ctx.services.db, () => mailResetLink(ctx, match.user));
  return answer(generatePasswordEndpoint, SUCCESS);
}

export const recoveryRoutes: RouteDefinition[] = [
  publicCall(getQuestionEndpoint, { area: 'identity', handle: getSecretQuestion }),
  publicCall(answerQuestionEndpoint, { area: 'identity', handle: answerSecretQuestion }),
  publicCall(generatePasswordEndpoint, { area: 'identity', handle: generateNewPassword }),
];
