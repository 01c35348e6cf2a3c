// POST /api/Recovery/GetSecretQuestion, AnswerSecretQuestion, GenerateNewPassword (spec 1 §7).
// Errors come as HasNoErrors false with Errors[0]; the caller maps the code.
import { WireErrorSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ErrorsSchema = v.optional(v.nullable(v.array(WireErrorSchema)), []);

const QuestionResponseSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), false),
  Errors: ErrorsSchema,
  Credentials: v.nullish(
    v.object({ SecretQuestion: v.nullish(v.string()), LogonName: v.nullish(v.string()) }),
  ),
});

const RecoveryResultSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), false),
  Errors: ErrorsSchema,
  SuccessMessage: v.nullish(v.string()),
});

export interface RecoveryRequest {
  EmailAddress?: string;
  ServicingBranch?: string;
  DateOfBirth?: string;
  ZipCode?: string;
}

export interface RecoveryUser extends RecoveryRequest {
  LogonName: string;
  SecretQuestion: string | null;
}

export type RecoveryAnswer<T> = { ok: true; value: T } | { ok: false; code: string | undefined };

export async function getSecretQuestion(
  api: KyInstance,
  request: RecoveryRequest,
): Promise<RecoveryAnswer<{ logonName: string; question: string | null }>> {
  const body: unknown = await api.post('Recovery/GetSecretQuestion', { json: request }).json();
  const parsed = parseWire(QuestionResponseSchema, body, 'Recovery/GetSecretQuestion');
  const logonName = parsed.Credentials?.LogonName;
  if (!parsed.HasNoErrors || !logonName)
    return { ok: false, code: parsed.Errors?.[0]?.ErrorMessage };
  return { ok: true, value: { logonName, question: parsed.Credentials?.SecretQuestion ?? null } };
}

async function recoveryCall(
  api: KyInstance,
  path: string,
  json: object,
): Promise<RecoveryAnswer<null>> {
  const body: unknown = await api.post(path, { json }).json();
  const parsed = parseWire(RecoveryResultSchema, body, path);
  return parsed.HasNoErrors
    ? { ok: true, value: null }
    : { ok: false, code: parsed.Errors?.[0]?.ErrorMessage };
}

export const answerSecretQuestion = (api: KyInstance, user: RecoveryUser, answer: string) =>
  recoveryCall(api, 'Recovery/AnswerSecretQuestion', { ...user, SecretAnswer: answer });

export const generateNewPassword = (api: KyInstance, user: RecoveryUser) =>
  recoveryCall(api, 'Recovery/GenerateNewPassword', {
    LogonName: user.LogonName,
    EmailAddress: user.EmailAddress,
    ZipCode: user.ZipCode,
    ServicingBranch: user.ServicingBranch,
    CredentialExpiration: null,
  });
