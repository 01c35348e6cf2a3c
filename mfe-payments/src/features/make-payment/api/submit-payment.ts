// POST /api/PaymentImmediate|PaymentScheduled|PaymentRecurring/SubmitCard|SubmitAch (spec 2 §7).
// The payment as the page decided it (money in cents) becomes the spec's submit payload here.
import {
  submitImmediateAch,
  submitImmediateCard,
  submitRecurringAch,
  submitRecurringCard,
  submitScheduledAch,
  submitScheduledCard,
} from '@portal/api-contract/payments/submit-payment';
import { centsToDollars, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { wireAch, wireCard } from '../../../api/method-wire';
import type { ChosenMethod } from '../../../lib/chosen-method';
import type { PaymentKind, RecurringSchedule } from '../../../lib/frequencies';

/** One payment, as the borrower confirmed it. */
export interface PaymentSubmission {
  kind: PaymentKind;
  logonName: string;
  /** The login's company number; 0 for a personal user. */
  companyNumber: number;
  accountNumber: string;
  /** The account's type (9 is a line of credit). */
  accountType: number;
  /** yyyy-MM-dd. */
  paymentDay: string;
  amount: Cents;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  additionalPrincipal: Cents;
  isPayoff: boolean;
  method: ChosenMethod;
  /** A recurring payment's schedule; null for a one-time payment. */
  recurring: RecurringSchedule | null;
  draftAgreementToken: string | null;
}

/** The IETF draft's header: one key per confirmed payment, sent again with every try of it. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const CALLS = {
  immediate: { ach: submitImmediateAch, card: submitImmediateCard },
  scheduled: { ach: submitScheduledAch, card: submitScheduledCard },
  recurring: { ach: submitRecurringAch, card: submitRecurringCard },
} as const;

/** The saved account's type, when it is one the wire knows. */
const accountTypeOf = (type: string): { AccountType?: 'Checking' | 'Savings' } =>
  type === 'Checking' || type === 'Savings' ? { AccountType: type } : {};

/** A saved method is sent by its profile; a single-use one with its details (never stored). */
function wireMethod(method: ChosenMethod) {
  if (method.saved) {
    return method.saved.isCard
      ? {
          IsCard: true,
          CardInfo: {
            ProfileId: method.saved.profileId,
            CardType: method.saved.cardType,
            DebitCreditType: method.debitCredit,
          },
          save: true,
        }
      : {
          IsCard: false,
          AchInfo: {
            ProfileId: method.saved.profileId,
            ...accountTypeOf(method.saved.accountType),
          },
          save: true,
        };
  }
  if (method.singleUseCard)
    return { IsCard: true, CardInfo: wireCard(method.singleUseCard), save: false };
  return {
    IsCard: false,
    AchInfo: method.singleUseAch ? wireAch(method.singleUseAch) : {},
    save: false,
  };
}

/** The spec's submit payload, money in decimal dollars. */
function paymentPayload(payment: PaymentSubmission) {
  return {
    EncryptedData: '',
    Payment: {
      LogonName: payment.logonName,
      Details: {
        PaymentDate: `${payment.paymentDay}T00:00:00`,
        LoanAccountNumber: payment.accountNumber,
        Company: payment.companyNumber,
        PaymentAmount: centsToDollars(payment.amount),
        FirstPartyFee: centsToDollars(payment.firstPartyFee),
        ThirdPartyFee: centsToDollars(payment.thirdPartyFee),
        AdditionalPrincipalAmount: centsToDollars(payment.additionalPrincipal),
        CurrentWithFeesDue: false as const,
      },
      AccountType: payment.accountType,
      IsPayoff: payment.isPayoff,
      Method: wireMethod(payment.method),
    },
  };
}

/** The payment's reference number; null when a success came without one. */
export async function submitPayment(
  api: KyInstance,
  payment: PaymentSubmission,
  idempotencyKey: string,
): Promise<ApiResult<string | null>> {
  const by = payment.method.type === 'Card' ? 'card' : 'ach';
  const options = { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } };
  const payload = paymentPayload(payment);
  const { recurring, draftAgreementToken } = payment;
  if (payment.kind === 'recurring' && !recurring)
    throw new Error('A recurring payment is submitted with its schedule');
  const result =
    payment.kind === 'recurring' && recurring
      ? await call(
          api,
          CALLS.recurring[by],
          {
            ...payload,
            RecurringDetails: {
              RecurringOption: recurring.option,
              DaysBeforeDue: recurring.daysBeforeDue,
            },
            ...(draftAgreementToken ? { AchDraftAgreementToken: draftAgreementToken } : {}),
          },
          options,
        )
      : await call(
          api,
          CALLS[payment.kind === 'scheduled' ? 'scheduled' : 'immediate'][by],
          payload,
          options,
        );
  return mapResult(result, (body) => body.ReferenceNumber ?? null);
}
