// GET /api/ACHRoutingData?routingNumber (spec 2 §7): the bank behind a routing number.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { flag, text } from '../../../lib/wire';

const BankSchema = v.object({
  Name: text,
  Address: text,
  City: text,
  State: text,
  Zip: text,
  RoutingNumber: text,
  BankExists: flag,
});

export type BankInfo = v.InferOutput<typeof BankSchema>;

export async function fetchRoutingData(
  api: KyInstance,
  routingNumber: string,
  signal?: AbortSignal,
): Promise<BankInfo> {
  return parseWire(
    BankSchema,
    await api
      .get('ACHRoutingData', { searchParams: { routingNumber }, ...(signal ? { signal } : {}) })
      .json(),
    'ACHRoutingData',
  );
}
