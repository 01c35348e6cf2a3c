// Deleting a saved method and setting or removing the default (spec 2 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';

const EnvelopeSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
});

async function succeeded(request: Promise<unknown>, what: string): Promise<boolean> {
  try {
    return firstError(parseWire(EnvelopeSchema, await request, what)) === undefined;
  } catch {
    return false;
  }
}

export interface MethodRef {
  ProfileId: string;
  IsCard: boolean;
  LastFour: string;
}

/** POST /api/PaymentMethod/DeleteAchPayment or /DeleteCardPayment with the method's info object. */
export const deleteSavedMethod = (api: KyInstance, method: MethodRef) =>
  succeeded(
    api
      .post(`PaymentMethod/${method.IsCard ? 'DeleteCardPayment' : 'DeleteAchPayment'}`, {
        json: method,
      })
      .json(),
    'DeletePayment',
  );

/** POST api/PaymentMethod/SetDefaultPaymentMethod; a failure only sets an error flag. */
export const setDefaultMethod = (api: KyInstance, accountNumber: string, method: MethodRef) =>
  succeeded(
    api
      .post('PaymentMethod/SetDefaultPaymentMethod', {
        json: { AccountNumber: accountNumber, PaymentMethod: method },
      })
      .json(),
    'SetDefaultPaymentMethod',
  );

/** DELETE api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber. */
export const removeDefaultMethod = (api: KyInstance, accountNumber: string) =>
  succeeded(
    api
      .delete('PaymentMethod/RemoveDefaultPaymentMethod', { searchParams: { accountNumber } })
      .json(),
    'RemoveDefaultPaymentMethod',
  );
