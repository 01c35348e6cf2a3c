// POST /api/login/userlogin (spec 1 §7): the login response, validated at the boundary.
import { parseWire } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export const LoginResponseSchema = v.object({
  IsLoggedIn: v.boolean(),
  UserName: v.string(),
  PersonalName: v.nullish(v.string()),
  ServicingBranch: v.nullish(v.number()),
  LastLoggedInIP: v.nullish(v.string()),
  LastLoggedIn: v.nullish(v.string()),
  UserToken: v.string(),
  EmailAddress: v.nullish(v.string()),
  EmailIsVerified: v.optional(v.boolean(), false),
  CompanyNumber: v.nullish(v.number()),
  IsTrustedDevice: v.optional(v.boolean(), true),
  MustChangePassword: v.optional(v.boolean(), false),
  ChangePasswordToken: v.nullish(v.string()),
  HasPasswordQuestion: v.optional(v.boolean(), true),
});

export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export interface Credentials {
  username: string;
  password: string;
}

export async function userLogin(
  api: KyInstance,
  { username, password }: Credentials,
): Promise<LoginResponse> {
  const body: unknown = await api.post('login/userlogin', { json: { username, password } }).json();
  return parseWire(LoginResponseSchema, body, 'login/userlogin');
}
