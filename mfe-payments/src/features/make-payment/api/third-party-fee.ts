// POST /api/PaymentInformation/GetThirdPartyFee (spec 2 §7). Cached per request through the
// query key (the request itself), so identical in-flight requests are shared by TanStack Query.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError, money } from '../../../lib/wire';
import type { ThirdPartyFeeRequest } from '../../../lib/fees';

const FeeSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  ThirdPartyFeeAmount: money,
});

export async function fetchThirdPartyFee(
  api: KyInstance,
  request: ThirdPartyFeeRequest,
): Promise<number> {
  const body = parseWire(
    FeeSchema,
    await api.post('PaymentInformation/GetThirdPartyFee', { json: request }).json(),
    'GetThirdPartyFee',
  );
  if (firstError(body) !== undefined) throw new Error('Third-party fee unavailable');
  return body.ThirdPartyFeeAmount;
}

export const thirdPartyFeeKey = (request: ThirdPartyFeeRequest) =>
  ['thirdPartyFee', request] as const;
