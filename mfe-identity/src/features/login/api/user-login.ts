// POST /api/login/userlogin (spec 1 §7): signing in with a username and password.
import * as identity from '@portal/api-contract/identity/login';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { signInAnswerOf, type SignInAnswer } from '../../../lib/api/sign-in-answer';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginDevice {
  deviceId?: string;
  trustedDeviceTokens?: readonly string[];
}

export async function userLogin(
  api: KyInstance,
  { username, password }: Credentials,
  { deviceId, trustedDeviceTokens = [] }: LoginDevice = {},
): Promise<ApiResult<SignInAnswer>> {
  const result = await call(api, identity.userLogin, {
    username,
    password,
    ...(deviceId ? { deviceId } : {}),
    ...(trustedDeviceTokens.length > 0 ? { trustedDeviceTokens: [...trustedDeviceTokens] } : {}),
  });
  return mapResult(result, signInAnswerOf);
}
