// POST /api/Login/ResetPassword (spec 1 §7): change password at login and forced change.
import * as identity from '@portal/api-contract/identity/passwords';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from './confirmed';

export interface PasswordReset {
  /** The session the reset signed in, when it did. */
  userToken: string | null;
}

export async function resetPassword(
  api: KyInstance,
  enc: string,
  password: string,
): Promise<ApiResult<PasswordReset>> {
  const result = await call(api, identity.resetPassword, { Enc: enc, Password: password });
  return mapResult(confirmed(result), (answer) => ({ userToken: answer.UserToken || null }));
}
