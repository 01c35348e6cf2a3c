// POST /api/PaymentImmediate/SubmitWalletPayment (spec 2 §7): the wallet's checkout address.
import { submitWalletPayment as submitWalletCall } from '@portal/api-contract/payments/submit-payment';
import { centsToDollars, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface WalletPayment {
  wallet: string;
  amount: Cents;
  fees: Cents;
  accountNumber: string;
}

/** The checkout address the borrower completes the payment at; null when none came back. */
export async function submitWalletPayment(
  api: KyInstance,
  payment: WalletPayment,
  idempotencyKey: string,
): Promise<ApiResult<string | null>> {
  const result = await call(
    api,
    submitWalletCall,
    {
      AmountPaid: centsToDollars(payment.amount),
      WalletTypePayment: payment.wallet,
      LoanAccountNumber: payment.accountNumber,
      Fees: centsToDollars(payment.fees),
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return mapResult(result, (body) => body.CheckoutUrl ?? null);
}
