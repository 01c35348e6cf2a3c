// GET /api/PaymentInformation/GetPayOffQuote?AccountNumber&PayOffDate (spec 2 §7): cached per date.
import { getPayOffQuote } from '@portal/api-contract/payments/payment-information';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** The quote for a day (yyyy-MM-dd); null when the back end gave none. */
export async function fetchPayoffQuote(
  api: KyInstance,
  accountNumber: string,
  day: string,
): Promise<ApiResult<Cents | null>> {
  const result = await call(api, getPayOffQuote, { AccountNumber: accountNumber, PayOffDate: day });
  return mapResult(result, (body) =>
    body.PayOffQuoteAmount == null ? null : dollarsToCents(body.PayOffQuoteAmount),
  );
}

export const payoffQuoteKey = (accountNumber: string, day: string) =>
  ['payoffQuote', accountNumber, day] as const;
