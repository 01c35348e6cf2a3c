// The user-token service (spec 3 §7 "token from a user-token service"): the consumer application
// link carries a single-use token minted for that one purpose, never the session token.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export async function mintApplyForLoanToken(api: KyInstance): Promise<string> {
  const body: unknown = await api
    .post('UserToken/GetUserToken', { json: { Purpose: 'ApplyForLoan' } })
    .json();
  return parseWire(v.pipe(v.string(), v.minLength(1)), body, 'UserToken/GetUserToken');
}

/** GET /api/ApplyForLoan?token= (spec 3 §7): the back end checks the token and sends the
 * browser on to the consumer application site, which never sees a token of ours. */
export const applyForLoanUrl = (token: string): string =>
  `/api/ApplyForLoan?${new URLSearchParams({ token }).toString()}`;
