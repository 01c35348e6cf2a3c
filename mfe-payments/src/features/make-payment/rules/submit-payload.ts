// The submit call's payload (spec 2 §7 "Submit payload") built from what the borrower chose.
// Pure, so the wire shape is tested without a screen.
import type { DateTime } from 'luxon';
import type { SubmitPayload } from '../api/submit-payment';
import { toWireDay } from '../../../lib/calendar';
import type { ChosenMethod } from '../../../lib/chosen-method';
import { recurringDetails, type Frequency, type PaymentKind } from '../../../lib/frequencies';

/** The day a payment is dated: today, the due date (less the days before it), or the chosen day. */
export function paymentDateFor(input: {
  kind: PaymentKind;
  frequency: Frequency;
  today: DateTime;
  dueDate: DateTime | null;
  daysBeforeDue: number | null;
  chosenDate: DateTime | null;
}): DateTime {
  const { kind, frequency, today, dueDate } = input;
  if (kind === 'immediate') return today;
  if (frequency === 'OnDueDate' && dueDate) return dueDate;
  if (frequency === 'DaysBeforeDue' && dueDate)
    return dueDate.minus({ days: input.daysBeforeDue ?? 0 });
  return input.chosenDate ?? today;
}

/** A saved method is sent by its profile; a single-use one with its details (never stored). */
export function wireMethod(method: ChosenMethod): SubmitPayload['Payment']['Method'] {
  if (method.saved) {
    return method.saved.IsCard
      ? {
          IsCard: true,
          CardInfo: {
            ProfileId: method.saved.ProfileId,
            CardType: method.saved.CardType,
            DebitCreditType: method.debitCredit,
          },
          save: true,
        }
      : {
          IsCard: false,
          AchInfo: { ProfileId: method.saved.ProfileId, AccountType: method.saved.AccountType },
          save: true,
        };
  }
  if (method.singleUseCard)
    return { IsCard: true, CardInfo: { ...method.singleUseCard }, save: false };
  return { IsCard: false, AchInfo: { ...(method.singleUseAch ?? {}) }, save: false };
}

/** Money fields in cents. */
export interface SubmitPayloadInput {
  logonName: string;
  companyNumber: number;
  accountNumber: string;
  accountType: number;
  paymentDate: DateTime;
  amount: number;
  firstPartyFee: number;
  thirdPartyFee: number;
  additionalPrincipal: number;
  isPayoff: boolean;
  method: ChosenMethod;
  kind: PaymentKind;
  frequency: Frequency;
  daysBeforeDue: number | null;
  draftAgreementToken: string | null;
}

export function buildSubmitPayload(input: SubmitPayloadInput): SubmitPayload {
  const { frequency } = input;
  return {
    EncryptedData: '',
    Payment: {
      LogonName: input.logonName,
      Details: {
        PaymentDate: toWireDay(input.paymentDate),
        LoanAccountNumber: input.accountNumber,
        Company: input.companyNumber,
        PaymentAmount: input.amount,
        FirstPartyFee: input.firstPartyFee,
        ThirdPartyFee: input.thirdPartyFee,
        AdditionalPrincipalAmount: input.additionalPrincipal,
        CurrentWithFeesDue: false,
      },
      AccountType: input.accountType,
      IsPayoff: input.isPayoff,
      Method: wireMethod(input.method),
    },
    ...(input.kind === 'recurring' && frequency !== 'OneTime'
      ? { RecurringDetails: recurringDetails(frequency, input.daysBeforeDue ?? 0) }
      : {}),
    ...(input.draftAgreementToken ? { AchDraftAgreementToken: input.draftAgreementToken } : {}),
  };
}
