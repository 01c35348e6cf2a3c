// What an answer to a money-moving call means for the borrower. `done` and `refused` are
// definite. `unknown` means the back end may or may not have taken the payment (no answer, a
// timeout, a 5xx without an error code, an answer we cannot read): only a repeat of the same
// request with the same idempotency key can tell, and the back end answers it with its first
// result.
import type { ApiResult } from '@portal/wire/api-result';

export type PaymentOutcome<T> =
  | { outcome: 'done'; value: T }
  | { outcome: 'refused'; code: string | null }
  | { outcome: 'unknown' };

/** A success without its value (no reference number, no checkout address) is a refusal. */
export function paymentOutcome<T>(result: ApiResult<T | null>): PaymentOutcome<T> {
  switch (result.kind) {
    case 'ok':
      return result.value === null || result.value === ''
        ? { outcome: 'refused', code: null }
        : { outcome: 'done', value: result.value };
    case 'refused':
      return { outcome: 'refused', code: result.code };
    case 'unauthorized':
      return { outcome: 'refused', code: 'Unauthorized' };
    case 'unavailable':
      return result.reason === 'http' && result.status < 500
        ? { outcome: 'refused', code: null }
        : { outcome: 'unknown' };
  }
}
