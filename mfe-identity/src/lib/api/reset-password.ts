// POST /api/Login/ResetPassword (spec 1 §7): change password at login and forced change.
import { WireErrorSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ResetPasswordResponseSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), false),
  IsLoggedIn: v.optional(v.boolean(), false),
  UserToken: v.nullish(v.string()),
  BiometricsTokenExpiration: v.nullish(v.string()),
  Errors: v.optional(v.nullable(v.array(WireErrorSchema)), []),
});

export type ResetPasswordResponse = v.InferOutput<typeof ResetPasswordResponseSchema>;

export async function resetPassword(
  api: KyInstance,
  enc: string,
  password: string,
): Promise<ResetPasswordResponse> {
  const body: unknown = await api
    .post('Login/ResetPassword', { json: { Enc: enc, Password: password } })
    .json();
  return parseWire(ResetPasswordResponseSchema, body, 'Login/ResetPassword');
}
