// POST /api/PaymentMethod/ValidateAchPaymentMethod and AddAchPaymentMethod (spec 2 §7, §8).
import {
  addAchPaymentMethod,
  validateAchPaymentMethod,
} from '@portal/api-contract/payments/payment-methods';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { wireAch } from '../../../api/method-wire';
import type { SingleUseAch } from '../../../lib/chosen-method';

/** What a saved method answers: its new profile id, when the back end gave one. */
export interface SavedProfile {
  profileId: string | null;
}

/** Accepted (ok) or refused with the code of spec 2 §8 "ACH validation". */
export async function validateAch(api: KyInstance, ach: SingleUseAch): Promise<ApiResult<null>> {
  return mapResult(await call(api, validateAchPaymentMethod, wireAch(ach)), () => null);
}

/** Saves the account as a payment profile (personal users, after the ACH agreement). */
export async function addAch(api: KyInstance, ach: SingleUseAch): Promise<ApiResult<SavedProfile>> {
  return mapResult(await call(api, addAchPaymentMethod, wireAch(ach)), (body) => ({
    profileId: body.ProfileId ?? null,
  }));
}
