// POST /api/PaymentImmediate|PaymentScheduled|PaymentRecurring/SubmitCard|SubmitAch (spec 2 §7).
import { describeApiFailure } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import { centsToDollars } from '@portal/money/cents';
import type { PaymentKind, RecurringOption } from '../../../lib/frequencies';

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

/**
 * The submit call's body as the rules build it: the spec's fields, with the money fields of
 * `Details` in cents. `submitPayment` sends them as the spec's decimal dollars.
 */
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

/** The IETF draft's header: one key per confirmed payment, sent again with every try of it. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * `done` and `refused` are definite answers. `unknown` means the back end may or may not have
 * taken the payment (no answer, a timeout, a 5xx without an error code): only a repeat of the
 * same request with the same key can tell, and the back end answers it with its first result.
 */
export type SubmitResult =
  | { outcome: 'done'; referenceNumber: string }
  | { outcome: 'refused'; error: string | null }
  | { outcome: 'unknown' };

/** Cents → the wire's decimal dollars, here at the boundary only. */
function toWire(payload: SubmitPayload): SubmitPayload {
  const { Details } = payload.Payment;
  return {
    ...payload,
    Payment: {
      ...payload.Payment,
      Details: {
        ...Details,
        PaymentAmount: centsToDollars(Details.PaymentAmount),
        FirstPartyFee: centsToDollars(Details.FirstPartyFee),
        ThirdPartyFee: centsToDollars(Details.ThirdPartyFee),
        AdditionalPrincipalAmount: centsToDollars(Details.AdditionalPrincipalAmount),
      },
    },
  };
}

export async function submitPayment(
  api: KyInstance,
  kind: PaymentKind,
  payload: SubmitPayload,
  idempotencyKey: string,
): Promise<SubmitResult> {
  const path = `${GROUP[kind]}/${payload.Payment.Method.IsCard ? 'SubmitCard' : 'SubmitAch'}`;
  let body: unknown;
  try {
    body = await api
      .post(path, { json: toWire(payload), headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
      .json();
  } catch (error) {
    const failure = await describeApiFailure(error);
    if (failure.status === 0 || (failure.status >= 500 && !failure.code))
      return { outcome: 'unknown' };
    return { outcome: 'refused', error: failure.code ?? null };
  }
  let parsed: v.InferOutput<typeof SubmitResponseSchema>;
  try {
    parsed = parseWire(SubmitResponseSchema, body, path);
  } catch {
    // An answer we cannot read says nothing about whether the payment was taken.
    return { outcome: 'unknown' };
  }
  const error = firstError(parsed);
  if (error !== undefined || !parsed.ReferenceNumber)
    return { outcome: 'refused', error: error || null };
  return { outcome: 'done', referenceNumber: parsed.ReferenceNumber };
}
