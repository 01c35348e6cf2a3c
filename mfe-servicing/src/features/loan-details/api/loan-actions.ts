// Insurance, payoff quote and hide-from-web calls of the loan page (spec 3 §7).
import { getPayOffQuote as payOffQuote } from '@portal/api-contract/payments/payment-information';
import {
  hideAccount as hideAccountCall,
  insurance,
  payoffDownloadToken,
} from '@portal/api-contract/servicing/loan-actions';
import { downloadPayoffQuoteBreakdown } from '@portal/api-contract/servicing/documents-opened';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { documentUrl } from '../../../api/document-url';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface Insurance {
  type: string;
  /** 1 Individual, 2 Joint, otherwise None (spec 3 §3). */
  coverageKind: number;
  premium: Cents;
  coverageAmount: Cents;
}

export async function fetchInsurance(
  api: KyInstance,
  accountNumber: string,
): Promise<ApiResult<Insurance[]>> {
  return mapResult(await call(api, insurance, { accountNumber }), (body) =>
    (body.Insurances ?? []).map((row) => ({
      type: row.Type ?? '',
      coverageKind: row.IsIndividual ?? 0,
      premium: dollarsToCents(row.Premium ?? 0),
      coverageAmount: dollarsToCents(row.CoverageAmount ?? 0),
    })),
  );
}

/** What paying the loan off on `payOffDate` (yyyy-MM-dd) would cost, in cents. */
export async function fetchPayoffQuote(
  api: KyInstance,
  accountNumber: string,
  payOffDate: string,
): Promise<ApiResult<Cents>> {
  const answer = await call(api, payOffQuote, {
    AccountNumber: accountNumber,
    PayOffDate: payOffDate,
  });
  return mapResult(answer, (body) => dollarsToCents(body.PayOffQuoteAmount ?? 0));
}

export async function retrievePayoffDownloadToken(
  api: KyInstance,
  accountNumber: string,
  effectiveDate: string,
): Promise<ApiResult<string>> {
  return call(api, payoffDownloadToken, {
    AccountNumber: accountNumber,
    EffectiveDate: effectiveDate,
  });
}

/** Where the browser downloads the payoff breakdown with the one-time token. */
export const payoffDownloadUrl = (token: string) =>
  documentUrl(downloadPayoffQuoteBreakdown, { downloadToken: token });

export async function hideAccount(
  api: KyInstance,
  accountNumber: string,
): Promise<ApiResult<void>> {
  return mapResult(
    await call(api, hideAccountCall, { AccountNumber: accountNumber }),
    () => undefined,
  );
}
