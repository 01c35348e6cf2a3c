// The async password check for a reset (spec 1 §7): ValidatePasswordForResetPassword with the
// reset token. Its response shape is shared with ValidatePasswordForLoggedInUser.
import { parseWire } from '@portal/wire/parse-wire';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export const PasswordCheckResponseSchema = v.object({
  PasswordMatchesSSN: v.optional(v.boolean(), false),
  PasswordMatchesEmail: v.optional(v.boolean(), false),
  PasswordExists: v.optional(v.boolean(), false),
});

export interface PasswordCheckAnswer {
  matchesSsn: boolean;
  matchesEmail: boolean;
  reused: boolean;
}

export async function validatePasswordForReset(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  resetToken: string,
): Promise<PasswordCheckAnswer> {
  const body: unknown = await api
    .post('Login/ValidatePasswordForResetPassword', {
      json: { PasswordToValidate: password, ...request, ResetToken: resetToken },
    })
    .json();
  const parsed = parseWire(PasswordCheckResponseSchema, body, 'ValidatePasswordForResetPassword');
  return checkAnswer(parsed);
}

export function checkAnswer(
  parsed: v.InferOutput<typeof PasswordCheckResponseSchema>,
): PasswordCheckAnswer {
  return {
    matchesSsn: parsed.PasswordMatchesSSN,
    matchesEmail: parsed.PasswordMatchesEmail,
    reused: parsed.PasswordExists,
  };
}
