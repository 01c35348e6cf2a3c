// The async password check for a reset (spec 1 §7): ValidatePasswordForResetPassword with the
// reset token. Its request and answer are shared with ValidatePasswordForLoggedInUser.
import * as identity from '@portal/api-contract/identity/passwords';
import type { ResponseOf } from '@portal/api-contract/endpoint';
import type { PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import type { PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

type WireCheck = ResponseOf<typeof identity.validatePasswordForResetPassword>;

export const checkOf = (answer: WireCheck): PasswordServerCheck => ({
  matchesSsn: answer.PasswordMatchesSSN ?? false,
  matchesEmail: answer.PasswordMatchesEmail ?? false,
  reused: answer.PasswordExists ?? false,
});

export const fieldsOf = (password: string, request: PasswordCheckRequest) => ({
  PasswordToValidate: password,
  InvalidWhenMatchesSSN: request.InvalidWhenMatchesSSN,
  InvalidWhenMatchEmail: request.InvalidWhenMatchEmail,
  InvalidWhenPasswordExists: request.InvalidWhenPasswordExists,
});

export async function validatePasswordForReset(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  resetToken: string,
): Promise<ApiResult<PasswordServerCheck>> {
  const result = await call(api, identity.validatePasswordForResetPassword, {
    ...fieldsOf(password, request),
    ResetToken: resetToken,
  });
  return mapResult(result, checkOf);
}
