// POST /api/PaymentMethod/ValidateAchPaymentMethod and AddAchPaymentMethod (spec 2 §7, §8).
import { describeApiFailure } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';

export interface AchData {
  AccountType: 'Checking' | 'Savings';
  RoutingNumber: string;
  AccountNumber: string;
  OwnerName: string;
}

const ResultSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  ProfileId: v.nullish(v.string(), null),
});

export const ACH_METHOD_MESSAGES = {
  invalidRouting: 'Invalid routing number.',
  invalidAccount: 'Invalid account number.',
  other: 'An error occurred.',
  alreadyExists: 'Payment method already exists.',
} as const;

/** The spec's message for a validation failure code. */
export function achValidationMessage(code: string | undefined): string {
  switch (code) {
    case 'RoutingNumberInvalid':
    case 'RoutingNumberAchNotAllowed':
      return ACH_METHOD_MESSAGES.invalidRouting;
    case 'RoutingAccountInvalidThirdParty':
    case 'RoutingAccountInvalidInternal':
      return ACH_METHOD_MESSAGES.invalidAccount;
    default:
      return ACH_METHOD_MESSAGES.other;
  }
}

/** Posts a method's data; the first error code (undefined when accepted) and the new profile id. */
export async function postMethod(api: KyInstance, path: string, data: object) {
  try {
    const parsed = parseWire(ResultSchema, await api.post(path, { json: data }).json(), path);
    return { error: firstError(parsed), profileId: parsed.ProfileId };
  } catch (error) {
    return { error: (await describeApiFailure(error)).code ?? '', profileId: null };
  }
}

export type SaveResult = { ok: true; profileId: string | null } | { ok: false; message: string };

/** Saving a method: AlreadyExists has its message, anything else is "An error occurred." */
export async function saveMethod(api: KyInstance, path: string, data: object): Promise<SaveResult> {
  const { error, profileId } = await postMethod(api, path, data);
  if (error === undefined) return { ok: true, profileId };
  return {
    ok: false,
    message:
      error === 'AlreadyExists' ? ACH_METHOD_MESSAGES.alreadyExists : ACH_METHOD_MESSAGES.other,
  };
}

/** Null when the server accepts the ACH data, else the spec's message. */
export async function validateAch(api: KyInstance, data: AchData): Promise<string | null> {
  const { error } = await postMethod(api, 'PaymentMethod/ValidateAchPaymentMethod', data);
  return error === undefined ? null : achValidationMessage(error);
}

export const addAch = (api: KyInstance, data: AchData): Promise<SaveResult> =>
  saveMethod(api, 'PaymentMethod/AddAchPaymentMethod', data);
