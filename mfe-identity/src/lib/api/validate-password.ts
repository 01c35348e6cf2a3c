// The async password check for a reset (spec 1 §7): ValidatePasswordForResetPassword with the
// reset token. Its request and answer are ValidatePasswordForLoggedInUser's (@portal/password-rules).
import * as identity from '@portal/api-contract/identity/passwords';
import type { PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import { checkFieldsOf, serverCheckOf } from '@portal/password-rules/password-calls';
import type { PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function validatePasswordForReset(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  resetToken: string,
): Promise<ApiResult<PasswordServerCheck>> {
  const result = await call(api, identity.validatePasswordForResetPassword, {
    ...checkFieldsOf(password, request),
    ResetToken: resetToken,
  });
  return mapResult(result, serverCheckOf);
}
