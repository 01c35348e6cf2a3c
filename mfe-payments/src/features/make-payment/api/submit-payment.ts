// POST /api/PaymentImmediate|PaymentScheduled|PaymentRecurring/SubmitCard|SubmitAch (spec 2 §7).
import { describeApiFailure, parseWire } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import type { PaymentKind, RecurringOption } from '../rules/frequencies';

export interface AchMethodInfo {
  ProfileId?: string;
  AccountNumber?: string;
  AccountType?: string;
  RoutingNumber?: string;
  OwnerName?: string;
}

export interface CardMethodInfo {
  ProfileId?: string;
  CardNumber?: string;
  CardType?: string;
  ExpirationDate?: string;
  SecurityCode?: string;
  DebitCreditType?: string;
  CardHolderFirstName?: string;
  CardHolderLastName?: string;
  BillingAddress?: {
    ZipCode: string;
    Address1: string;
    Address2: string;
    City: string;
    State: string;
  };
}

export interface SubmitPayload {
  EncryptedData: string;
  Payment: {
    LogonName: string;
    Details: {
      PaymentDate: string;
      LoanAccountNumber: string;
      Company: number;
      PaymentAmount: number;
      FirstPartyFee: number;
      ThirdPartyFee: number;
      AdditionalPrincipalAmount: number;
      CurrentWithFeesDue: false;
    };
    AccountType: number;
    IsPayoff: boolean;
    Method: { IsCard: boolean; AchInfo?: AchMethodInfo; CardInfo?: CardMethodInfo; save: boolean };
  };
  AchDraftAgreementToken?: string;
  RecurringDetails?: { RecurringOption: RecurringOption; DaysBeforeDue: number };
}

const SubmitResponseSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  ReferenceNumber: v.nullish(v.string(), null),
});

const GROUP: Record<PaymentKind, string> = {
  immediate: 'PaymentImmediate',
  scheduled: 'PaymentScheduled',
  recurring: 'PaymentRecurring',
};

export type SubmitResult =
  { ok: true; referenceNumber: string } | { ok: false; error: string | null };

export async function submitPayment(
  api: KyInstance,
  kind: PaymentKind,
  payload: SubmitPayload,
): Promise<SubmitResult> {
  const path = `${GROUP[kind]}/${payload.Payment.Method.IsCard ? 'SubmitCard' : 'SubmitAch'}`;
  let body: unknown;
  try {
    body = await api.post(path, { json: payload }).json();
  } catch (error) {
    const failure = await describeApiFailure(error);
    // No answer at all: the payment may have gone through, so the borrower must not retry blindly.
    if (failure.status === 0) return { ok: false, error: 'ConnectionError' };
    return { ok: false, error: failure.code ?? null };
  }
  const parsed = parseWire(SubmitResponseSchema, body, path);
  const error = firstError(parsed);
  if (error !== undefined || !parsed.ReferenceNumber) return { ok: false, error: error || null };
  return { ok: true, referenceNumber: parsed.ReferenceNumber };
}
