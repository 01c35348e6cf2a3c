// POST /api/OptOut/OptOut (spec 1 §7): EmailAddress is filled from the link's token.
import { WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';

export async function optOut(api: KyInstance, token: string): Promise<boolean> {
  const body: unknown = await api.post('OptOut/OptOut', { json: { EmailAddress: token } }).json();
  return parseWire(WireEnvelopeSchema, body, 'OptOut/OptOut').HasNoErrors === true;
}
