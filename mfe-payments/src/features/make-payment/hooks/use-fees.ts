// First-party fee by kind and method, and the third-party fee request (spec 2 §4 Frequency
// choice, §9): fetched once the frequency is valid, cached per request, identical requests shared.
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { PaymentInfo } from '../../../api/payment-info';
import { fetchThirdPartyFee, thirdPartyFeeKey } from '../api/third-party-fee';
import { isWallet, type ChosenMethod } from '../../../lib/chosen-method';
import { firstPartyFee, needsThirdPartyFee, thirdPartyFeeRequest } from '../../../lib/fees';
import type { PaymentKind } from '../../../lib/frequencies';

export const FEE_FAILED =
  'There was a problem retrieving necessary information to complete your payment.';

export interface FeesInput {
  accountNumber: string;
  info: PaymentInfo;
  settings: PaymentSettings;
  method: ChosenMethod;
  kind: PaymentKind;
  frequencyComplete: boolean;
}

export function useFees({
  accountNumber,
  info,
  settings,
  method,
  kind,
  frequencyComplete,
}: FeesInput) {
  const firstParty = isWallet(method.type)
    ? 0
    : firstPartyFee(method.type, kind, method.debitCredit, info.firstPartyFees);
  const request = thirdPartyFeeRequest(method.type, method.debitCredit, kind, accountNumber);
  const needed = needsThirdPartyFee(method.type, settings.flag('Payments.ThirdPartyFees'));
  const fee = useQuery({
    queryKey: thirdPartyFeeKey(request),
    queryFn: () => fetchThirdPartyFee(getPortal().api, request).then(valueOrThrow),
    enabled: needed && frequencyComplete,
    staleTime: Infinity,
    retry: false,
  });
  return {
    firstParty,
    thirdParty: needed ? (fee.data ?? 0) : 0,
    ready: !needed || fee.isSuccess,
    loading: needed && frequencyComplete && fee.isPending,
    error: fee.isError ? FEE_FAILED : null,
  };
}
