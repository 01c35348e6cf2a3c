// POST /api/login/userlogin (spec 1 §7): the login response, validated at the boundary.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const WebAgreementLogSchema = v.object({
  DateOfTerms: v.nullish(v.string()),
  DateOfAgreement: v.nullish(v.string()),
});

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
  BiometricsTokenExpiration: v.nullish(v.string()),
  MustChangePassword: v.optional(v.boolean(), false),
  ChangePasswordToken: v.nullish(v.string()),
  HasPasswordQuestion: v.optional(v.boolean(), true),
  WebAgreementLogs: v.optional(v.nullable(v.array(WebAgreementLogSchema)), []),
  IsEmailCommunicationRestriced: v.optional(v.boolean(), false),
});

export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

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
): Promise<LoginResponse> {
  const json = {
    username,
    password,
    ...(deviceId ? { deviceId } : {}),
    ...(trustedDeviceTokens.length > 0 ? { trustedDeviceTokens: [...trustedDeviceTokens] } : {}),
  };
  const body: unknown = await api.post('login/userlogin', { json }).json();
  return parseWire(LoginResponseSchema, body, 'login/userlogin');
}
