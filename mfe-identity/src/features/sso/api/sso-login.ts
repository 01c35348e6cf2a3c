// Single sign-on token sign-in (path not shown in the spec; ours: POST /api/Login/SsoLogin,
// listed in the sandbox README). Channel is always Web here.
import * as identity from '@portal/api-contract/identity/login';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { signInAnswerOf, type SignInAnswer } from '../../../lib/api/sign-in-answer';

/** The sign-in, or null when the back end answered IsLoggedIn false. */
export async function ssoLogin(
  api: KyInstance,
  token: string,
): Promise<ApiResult<SignInAnswer | null>> {
  const result = await call(api, identity.ssoLogin, { Token: token, Channel: 'Web' });
  return mapResult(result, (login) =>
    'UserToken' in login && login.IsLoggedIn ? signInAnswerOf(login) : null,
  );
}
