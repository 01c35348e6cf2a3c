// POST /api/Login/CheckTokenExpiration (spec 1 §7; its answer is not shown: the sandbox and we
// read Expired, as the "reset-token expiry check" row says) and LookupLoginFromToken.
import * as identity from '@portal/api-contract/identity/passwords';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function tokenExpired(api: KyInstance, token: string): Promise<ApiResult<boolean>> {
  const result = await call(api, identity.checkTokenExpiration, { Token: token });
  return mapResult(result, (answer) => answer.Expired);
}

/** The logon name the reset token belongs to; a refusal (an expired token) is no name. */
export async function lookupLogin(
  api: KyInstance,
  token: string,
): Promise<ApiResult<string | null>> {
  const result = await call(api, identity.lookupLoginFromToken, { UserToken: token });
  return result.kind === 'refused'
    ? { kind: 'ok', value: null }
    : mapResult(result, (answer) => answer.Logon ?? null);
}
