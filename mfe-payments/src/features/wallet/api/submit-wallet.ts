// POST /api/PaymentImmediate/SubmitWalletPayment (spec 2 §7): the wallet's checkout address.
import { describeApiFailure } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import { centsToDollars } from '@portal/money/cents';

const PATH = 'PaymentImmediate/SubmitWalletPayment';

const WalletResponseSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  CheckoutUrl: v.nullish(v.string(), null),
});

export interface WalletPayment {
  wallet: string;
  /** Cents. */
  amount: number;
  /** Cents. */
  fees: number;
  accountNumber: string;
}

/** `unknown`: no definite answer, so the same key must be sent again (never a new one). */
export type WalletResult =
  { outcome: 'done'; checkoutUrl: string } | { outcome: 'refused' } | { outcome: 'unknown' };

export async function submitWalletPayment(
  api: KyInstance,
  payment: WalletPayment,
  idempotencyKey: string,
): Promise<WalletResult> {
  let body: unknown;
  try {
    body = await api
      .post(PATH, {
        json: {
          AmountPaid: centsToDollars(payment.amount),
          WalletTypePayment: payment.wallet,
          LoanAccountNumber: payment.accountNumber,
          Fees: centsToDollars(payment.fees),
        },
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      .json();
  } catch (error) {
    const failure = await describeApiFailure(error);
    if (failure.status === 0 || (failure.status >= 500 && !failure.code))
      return { outcome: 'unknown' };
    return { outcome: 'refused' };
  }
  const parsed = parseWire(WalletResponseSchema, body, PATH);
  const url = parsed.CheckoutUrl;
  if (firstError(parsed) !== undefined || !url || !/^https:\/\//i.test(url))
    return { outcome: 'refused' };
  return { outcome: 'done', checkoutUrl: url };
}
