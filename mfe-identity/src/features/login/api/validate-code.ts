// POST /api/Login/ValidateCode and /api/Login/ResendCode (spec 1 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { withUserToken } from '../../../lib/portal-api';

const SecurityCodeResponseSchema = v.object({
  UserToken: v.pipe(v.string(), v.minLength(1)),
  EmailAddress: v.nullish(v.string()),
  TrustedDeviceToken: v.nullish(v.string()),
  CustomerID: v.nullish(v.union([v.string(), v.number()])),
  BiometricsTokenExpiration: v.nullish(v.string()),
});

export type SecurityCodeResponse = v.InferOutput<typeof SecurityCodeResponseSchema>;

export interface ValidateCodeRequest {
  userId: string;
  code: string;
  createTrustedDevice: boolean;
  /** The pending sign-in's token, so the server upgrades exactly that one. */
  userToken: string;
}

export async function validateCode(
  api: KyInstance,
  { userId, code, createTrustedDevice, userToken }: ValidateCodeRequest,
): Promise<SecurityCodeResponse> {
  const body: unknown = await api
    .post('Login/ValidateCode', {
      json: { UserId: userId, Code: code, CreateTrustedDevice: createTrustedDevice },
      ...withUserToken(userToken),
    })
    .json();
  return parseWire(SecurityCodeResponseSchema, body, 'Login/ValidateCode');
}

export async function resendCode(api: KyInstance, userId: string): Promise<void> {
  await api.post('Login/ResendCode', { json: { UserId: userId } });
}
