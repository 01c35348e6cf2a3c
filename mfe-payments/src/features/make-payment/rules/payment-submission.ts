// The payment the borrower confirms (spec 2 §7 "Submit payload"), from what they chose: its
// day, its schedule and its method. Pure, so it is tested without a screen; the API module
// turns it into the wire's payload.
import type { DateTime } from 'luxon';
import type { PaymentSubmission } from '../api/submit-payment';
import { isoDay } from '../../../lib/calendar';
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

/** What the steps decided, money in cents. */
export interface SubmissionFacts {
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

export function buildSubmission(input: SubmissionFacts): PaymentSubmission {
  const { frequency } = input;
  return {
    kind: input.kind,
    logonName: input.logonName,
    companyNumber: input.companyNumber,
    accountNumber: input.accountNumber,
    accountType: input.accountType,
    paymentDay: isoDay(input.paymentDate),
    amount: input.amount,
    firstPartyFee: input.firstPartyFee,
    thirdPartyFee: input.thirdPartyFee,
    additionalPrincipal: input.additionalPrincipal,
    isPayoff: input.isPayoff,
    method: input.method,
    recurring:
      input.kind === 'recurring' && frequency !== 'OneTime'
        ? recurringDetails(frequency, input.daysBeforeDue ?? 0)
        : null,
    draftAgreementToken: input.draftAgreementToken,
  };
}
