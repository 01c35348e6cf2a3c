// Insurance, payoff quote and hide-from-web calls of the loan page (spec 3 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const Errors = v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []);

const InsuranceSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors,
  Insurances: v.nullish(
    v.array(
      v.object({
        Type: v.nullish(v.string(), ''),
        IsIndividual: v.nullish(v.number(), 0),
        Premium: v.nullish(v.number(), 0),
        CoverageAmount: v.nullish(v.number(), 0),
      }),
    ),
    [],
  ),
});

export type InsuranceResponse = v.InferOutput<typeof InsuranceSchema>;

export async function fetchInsurance(api: KyInstance, accountNumber: string) {
  const body = await api
    .post('Insurance/GetInsuranceInformation', { json: { accountNumber } })
    .json();
  return parseWire(InsuranceSchema, body, 'Insurance/GetInsuranceInformation');
}

const PayoffSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors,
  PayOffQuoteAmount: v.nullish(v.number(), 0),
});

export type PayoffResponse = v.InferOutput<typeof PayoffSchema>;

/** `payOffDate` is yyyy-MM-dd. */
export async function fetchPayoffQuote(api: KyInstance, accountNumber: string, payOffDate: string) {
  const body = await api
    .get('PaymentInformation/GetPayOffQuote', {
      searchParams: { AccountNumber: accountNumber, PayOffDate: payOffDate },
    })
    .json();
  return parseWire(PayoffSchema, body, 'GetPayOffQuote');
}

export async function retrievePayoffDownloadToken(
  api: KyInstance,
  accountNumber: string,
  effectiveDate: string,
): Promise<string> {
  const body = await api
    .post('PaymentInformation/RetrieveDownloadToken', {
      json: { AccountNumber: accountNumber, EffectiveDate: effectiveDate },
    })
    .json();
  return parseWire(
    v.pipe(v.string(), v.minLength(1)),
    body,
    'PaymentInformation/RetrieveDownloadToken',
  );
}

export const payoffDownloadUrl = (token: string) =>
  `/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${encodeURIComponent(token)}`;

const EnvelopeSchema = v.object({ HasNoErrors: v.optional(v.boolean(), true), Errors });

export async function hideAccount(api: KyInstance, accountNumber: string) {
  const body = await api
    .post('Account/ShowHideAccount', { json: { AccountNumber: accountNumber } })
    .json();
  return parseWire(EnvelopeSchema, body, 'Account/ShowHideAccount');
}
