// POST /api/Login/ValidateEmail (spec 1 §7).
import { WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';

export async function validateEmail(api: KyInstance, enc: string): Promise<boolean> {
  const body: unknown = await api
    .post('Login/ValidateEmail', { json: { EncryptedUserData: enc } })
    .json();
  return parseWire(WireEnvelopeSchema, body, 'Login/ValidateEmail').HasNoErrors === true;
}
