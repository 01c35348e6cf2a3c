// The user-token service (spec 3 §7 "token from a user-token service"): the consumer application
// link carries a single-use token minted for that one purpose, never the session token.
import { applyForLoan, getUserToken } from '@portal/api-contract/shell/user-token';
import type { ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function mintApplyForLoanToken(api: KyInstance): Promise<ApiResult<string>> {
  return call(api, getUserToken, { Purpose: 'ApplyForLoan' });
}

/** GET /api/ApplyForLoan?token= (spec 3 §7, the contract's applyForLoan): the back end checks the
 * token and sends the browser on to the consumer application site, which never sees a token of ours. */
export const applyForLoanUrl = (token: string): string =>
  `/api/${applyForLoan.path}?${new URLSearchParams({ token }).toString()}`;
