// POST /api/login/tokenlogin (spec 1 §7): biometric sign-in in the mobile app with a stored token.
import * as identity from '@portal/api-contract/identity/login';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { signInAnswerOf, type SignInAnswer } from '../../../lib/api/sign-in-answer';

/** The sign-in, or null when the back end answered IsLoggedIn false. */
export async function tokenLogin(
  api: KyInstance,
  token: string,
  deviceId: string | undefined,
): Promise<ApiResult<SignInAnswer | null>> {
  const result = await call(api, identity.tokenLogin, { Token: token, DeviceID: deviceId ?? null });
  return mapResult(result, (login) =>
    'UserToken' in login && login.IsLoggedIn ? signInAnswerOf(login) : null,
  );
}
