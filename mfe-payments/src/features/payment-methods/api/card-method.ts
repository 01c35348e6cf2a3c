// POST /api/PaymentMethod/AddCardPaymentMethod (spec 2 §7): saves a card as a profile. The card
// number and CVV go to the server once and are kept nowhere in the browser.
import { addCardPaymentMethod } from '@portal/api-contract/payments/payment-methods';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { wireCard } from '../../../api/method-wire';
import type { SingleUseCard } from '../../../lib/chosen-method';
import type { SavedProfile } from './ach-method';

export async function addCard(
  api: KyInstance,
  card: SingleUseCard,
  accountNumber: string,
): Promise<ApiResult<SavedProfile>> {
  const result = await call(api, addCardPaymentMethod, {
    ...wireCard(card),
    LoanAccountNumber: accountNumber,
  });
  return mapResult(result, (body) => ({ profileId: body.ProfileId ?? null }));
}
