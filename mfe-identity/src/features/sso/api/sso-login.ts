// Single sign-on token sign-in (path not shown in the spec; chosen: POST /api/Login/SsoLogin,
// listed in the sandbox README). Channel is always Web here.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const SsoAnswerSchema = v.object({ IsLoggedIn: v.boolean() });

/** The raw login response when signed in (the login page validates it again), else null. */
export async function ssoLogin(api: KyInstance, token: string): Promise<unknown> {
  const body: unknown = await api
    .post('Login/SsoLogin', { json: { Token: token, Channel: 'Web' } })
    .json();
  return parseWire(SsoAnswerSchema, body, 'Login/SsoLogin').IsLoggedIn ? body : null;
}
