// POST /api/SolutionsByText/GetSubscriptionInfo { PhoneNumber } → HasNoErrors, SubscriptionInfo.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

export const SubscriptionOptionSchema = v.object({
  BrandingId: v.number(),
  BrandingName: v.nullish(v.string(), ''),
  OptInMarketing: v.nullish(v.boolean(), false),
  OptInAccount: v.nullish(v.boolean(), false),
});

export type SubscriptionOption = v.InferOutput<typeof SubscriptionOptionSchema>;

const ResponseSchema = v.object({
  SubscriptionInfo: v.object({ Options: v.nullish(v.array(SubscriptionOptionSchema), []) }),
});

export async function fetchSubscriptionInfo(
  api: KyInstance,
  phoneNumber: string,
): Promise<SaveResult<SubscriptionOption[]>> {
  try {
    const body: unknown = await api
      .post('SolutionsByText/GetSubscriptionInfo', { json: { PhoneNumber: phoneNumber } })
      .json();
    return readEnvelope(body, 'subscription info', (ok, what) => [
      ...parseWire(ResponseSchema, ok, what).SubscriptionInfo.Options,
    ]);
  } catch (error) {
    return failureOf(error);
  }
}
