// POST /api/Login/CheckTokenExpiration (spec 1 §7; its answer is not shown: the sandbox and we
// read Expired, as the "reset-token expiry check" row says) and LookupLoginFromToken.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ExpirySchema = v.object({ Expired: v.boolean() });
const LookupSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), false),
  Logon: v.nullish(v.string()),
});

export async function tokenExpired(api: KyInstance, token: string): Promise<boolean> {
  const body: unknown = await api
    .post('Login/CheckTokenExpiration', { json: { Token: token } })
    .json();
  return parseWire(ExpirySchema, body, 'Login/CheckTokenExpiration').Expired;
}

export async function lookupLogin(api: KyInstance, token: string): Promise<string | null> {
  const body: unknown = await api
    .post('Login/LookupLoginFromToken', { json: { UserToken: token } })
    .json();
  const parsed = parseWire(LookupSchema, body, 'Login/LookupLoginFromToken');
  return parsed.HasNoErrors ? (parsed.Logon ?? null) : null;
}
