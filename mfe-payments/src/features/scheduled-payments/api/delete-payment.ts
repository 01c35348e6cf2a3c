// POST /api/PaymentRecurring|PaymentScheduled/DeleteAch|DeleteCard (spec 2 §7).
import {
  deleteRecurringAch,
  deleteRecurringCard,
  deleteScheduledAch,
  deleteScheduledCard,
} from '@portal/api-contract/payments/delete-payment';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface DeleteTarget {
  schedule: 'recurring' | 'scheduled';
  isCard: boolean;
  /** The payment's handle from the payment info. */
  handle: string;
  accountNumber: string;
  /** The token the previous delete answered, if any. */
  token: string | null;
}

const CALLS = {
  recurring: { ach: deleteRecurringAch, card: deleteRecurringCard },
  scheduled: { ach: deleteScheduledAch, card: deleteScheduledCard },
} as const;

/** The token for the next delete on success (null when the back end gave none). */
export async function deletePayment(
  api: KyInstance,
  target: DeleteTarget,
): Promise<ApiResult<string | null>> {
  const endpoint = CALLS[target.schedule][target.isCard ? 'card' : 'ach'];
  const result = await call(api, endpoint, {
    Token: target.token ?? '',
    Payment: { EncryptedString: target.handle, LoanAccountNumber: target.accountNumber },
  });
  return mapResult(result, (body) => body.Token ?? null);
}
