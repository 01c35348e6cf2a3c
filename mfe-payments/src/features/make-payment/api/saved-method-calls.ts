// Deleting a saved method and setting or removing the default (spec 2 §7).
import {
  deleteAchPayment,
  deleteCardPayment,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
} from '@portal/api-contract/payments/payment-methods';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { SavedMethod } from '../../../api/payment-info';

type MethodRef = Pick<SavedMethod, 'profileId' | 'isCard' | 'lastFour'>;

const wireRef = (method: MethodRef) => ({
  ProfileId: method.profileId,
  IsCard: method.isCard,
  LastFour: method.lastFour,
});

const done = (result: ApiResult<unknown>): ApiResult<null> => mapResult(result, () => null);

/** POST /api/PaymentMethod/DeleteAchPayment or /DeleteCardPayment with the method's info object. */
export const deleteSavedMethod = async (api: KyInstance, method: MethodRef) =>
  done(await call(api, method.isCard ? deleteCardPayment : deleteAchPayment, wireRef(method)));

/** POST api/PaymentMethod/SetDefaultPaymentMethod; a failure only sets an error flag. */
export const setDefaultMethod = async (api: KyInstance, accountNumber: string, method: MethodRef) =>
  done(
    await call(api, setDefaultPaymentMethod, {
      AccountNumber: accountNumber,
      PaymentMethod: wireRef(method),
    }),
  );

/** DELETE api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber. */
export const removeDefaultMethod = async (api: KyInstance, accountNumber: string) =>
  done(await call(api, removeDefaultPaymentMethod, { accountNumber }));
