// POST /api/login/tokenlogin (spec 1 §7): biometric sign-in in the mobile app with a stored token.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { LoginResponseSchema, type LoginResponse } from './user-login';

export async function tokenLogin(
  api: KyInstance,
  token: string,
  deviceId: string | undefined,
): Promise<LoginResponse> {
  const body: unknown = await api
    .post('login/tokenlogin', { json: { Token: token, DeviceID: deviceId ?? null } })
    .json();
  return parseWire(LoginResponseSchema, body, 'login/tokenlogin');
}
