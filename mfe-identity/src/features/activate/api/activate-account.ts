// POST /api/Register/ActivateAccount (spec 1 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ActivateResponseSchema = v.object({
  LogonNameTaken: v.optional(v.boolean(), false),
  Restricted: v.optional(v.boolean(), false),
  UserName: v.nullish(v.string()),
});

export type ActivateResponse = v.InferOutput<typeof ActivateResponseSchema>;

export async function activateAccount(
  api: KyInstance,
  token: string,
  password: string,
): Promise<ActivateResponse> {
  const body: unknown = await api
    .post('Register/ActivateAccount', { json: { Token: token, Password: password } })
    .json();
  return parseWire(ActivateResponseSchema, body, 'Register/ActivateAccount');
}
