// POST /api/Recovery/GetSecretQuestion, AnswerSecretQuestion, GenerateNewPassword (spec 1 §7).
// Refusals come as HasNoErrors false with Errors[0]; the caller maps the code.
import * as identity from '@portal/api-contract/identity/recovery';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';

/** The fields the borrower filled on the first step (only those are sent). */
export interface RecoveryRequest {
  emailAddress?: string;
  servicingBranch?: string;
  dateOfBirth?: string;
  zipCode?: string;
}

/** The borrower the first step found. */
export interface RecoveryUser {
  request: RecoveryRequest;
  logonName: string;
  secretQuestion: string | null;
}

const requestFields = (request: RecoveryRequest) => ({
  ...(request.emailAddress ? { EmailAddress: request.emailAddress } : {}),
  ...(request.servicingBranch ? { ServicingBranch: request.servicingBranch } : {}),
  ...(request.dateOfBirth ? { DateOfBirth: request.dateOfBirth } : {}),
  ...(request.zipCode ? { ZipCode: request.zipCode } : {}),
});

/** The borrower found, or a refusal; an answer without a logon name is a refusal without code. */
export async function getSecretQuestion(
  api: KyInstance,
  request: RecoveryRequest,
): Promise<ApiResult<RecoveryUser>> {
  const result = confirmed(await call(api, identity.getSecretQuestion, requestFields(request)));
  if (result.kind !== 'ok') return result;
  const logonName = result.value.Credentials?.LogonName;
  if (!logonName) return { kind: 'refused', code: 'Error' };
  return {
    kind: 'ok',
    value: { request, logonName, secretQuestion: result.value.Credentials?.SecretQuestion ?? null },
  };
}

export async function answerSecretQuestion(
  api: KyInstance,
  user: RecoveryUser,
  answer: string,
): Promise<ApiResult<null>> {
  const result = await call(api, identity.answerSecretQuestion, {
    ...requestFields(user.request),
    LogonName: user.logonName,
    SecretQuestion: user.secretQuestion,
    SecretAnswer: answer,
  });
  return mapResult(confirmed(result), () => null);
}

export async function generateNewPassword(
  api: KyInstance,
  user: RecoveryUser,
): Promise<ApiResult<null>> {
  const result = await call(api, identity.generateNewPassword, {
    LogonName: user.logonName,
    ...(user.request.emailAddress ? { EmailAddress: user.request.emailAddress } : {}),
    ...(user.request.zipCode ? { ZipCode: user.request.zipCode } : {}),
    ...(user.request.servicingBranch ? { ServicingBranch: user.request.servicingBranch } : {}),
    CredentialExpiration: null,
  });
  return mapResult(confirmed(result), () => null);
}
