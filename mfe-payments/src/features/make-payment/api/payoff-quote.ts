// GET /api/PaymentInformation/GetPayOffQuote?AccountNumber&PayOffDate (spec 2 §7): cached per date.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import { dollarsToCents } from '@portal/money/cents';

const PayoffQuoteSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  PayOffQuoteAmount: v.nullish(v.pipe(v.number(), v.transform(dollarsToCents)), null),
});

/** The quote for a day (yyyy-MM-dd); throws when there is none, so the caller shows its error. */
export async function fetchPayoffQuote(
  api: KyInstance,
  accountNumber: string,
  day: string,
): Promise<number> {
  const body = parseWire(
    PayoffQuoteSchema,
    await api
      .get('PaymentInformation/GetPayOffQuote', {
        searchParams: { AccountNumber: accountNumber, PayOffDate: day },
      })
      .json(),
    'GetPayOffQuote',
  );
  if (firstError(body) !== undefined || body.PayOffQuoteAmount === null)
    throw new Error('No payoff quote');
  return body.PayOffQuoteAmount;
}

export const payoffQuoteKey = (accountNumber: string, day: string) =>
  ['payoffQuote', accountNumber, day] as const;
