// GET /api/ACHRoutingData?routingNumber (spec 2 §7): the bank behind a routing number.
import { achRoutingData } from '@portal/api-contract/payments/payment-methods';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface BankInfo {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  routingNumber: string;
  exists: boolean;
}

export async function fetchRoutingData(
  api: KyInstance,
  routingNumber: string,
  signal?: AbortSignal,
): Promise<ApiResult<BankInfo>> {
  const result = await call(api, achRoutingData, { routingNumber }, signal ? { signal } : {});
  return mapResult(result, (bank) => ({
    name: bank.Name ?? '',
    address: bank.Address ?? '',
    city: bank.City ?? '',
    state: bank.State ?? '',
    zip: bank.Zip ?? '',
    routingNumber: bank.RoutingNumber ?? '',
    exists: bank.BankExists ?? false,
  }));
}
