// POST /api/PaymentInformation/GetThirdPartyFee (spec 2 §7). Cached per request through the
// query key (the request itself), so identical in-flight requests are shared by TanStack Query.
import { getThirdPartyFee } from '@portal/api-contract/payments/payment-information';
import type { Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { centsOf } from '../../../api/cents-of';
import type { ThirdPartyFeeRequest } from '../../../lib/fees';

export async function fetchThirdPartyFee(
  api: KyInstance,
  request: ThirdPartyFeeRequest,
): Promise<ApiResult<Cents>> {
  const result = await call(api, getThirdPartyFee, {
    IsAch: request.isAch,
    IsCreditCard: request.isCreditCard,
    IsDebitCard: request.isDebitCard,
    IsImmediate: request.isImmediate,
    IsOneTime: request.isOneTime,
    IsRecurring: request.isRecurring,
    LoanNumber: request.loanNumber,
  });
  return mapResult(result, (body) => centsOf(body.ThirdPartyFeeAmount));
}

export const thirdPartyFeeKey = (request: ThirdPartyFeeRequest) =>
  ['thirdPartyFee', request] as const;
