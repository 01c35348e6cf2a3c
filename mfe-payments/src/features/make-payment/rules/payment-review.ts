// What the confirm question shows above it (issue 55): the loan, the method, the date or the
// schedule, the amount, each fee and the total, from the same cents the page and the
// confirmation page use, so the borrower reads what will happen before saying yes.
import { formatMoney, type Cents } from '@portal/money/cents';
import type { PaymentKind } from '../../../lib/frequencies';

export interface PaymentReview {
  kind: PaymentKind;
  /** The loan as the page shows it (description and number without the check digit). */
  loan: string;
  /** The method as the page shows it (masked: last four only). */
  paidFrom: string;
  /** The frequency's label, e.g. Monthly on a Date. */
  frequency: string;
  payDate: string;
  daysPrior: number | null;
  amount: Cents;
  /** A recurring line-of-credit payment of the total due: its amount is known only then. */
  isRecurringLOCPayingTotalDue: boolean;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  additionalPrincipal: Cents;
  total: Cents;
}

export interface ReviewLine {
  label: string;
  value: string;
}

export function paymentReviewLines(review: PaymentReview): ReviewLine[] {
  const recurring = review.kind === 'recurring';
  const lines: ReviewLine[] = [
    { label: 'Loan', value: review.loan },
    { label: 'Pay From', value: review.paidFrom },
  ];
  if (recurring) lines.push({ label: 'Frequency', value: review.frequency });
  if (review.daysPrior !== null)
    lines.push({ label: 'Days Before Due Date', value: String(review.daysPrior) });
  lines.push({ label: recurring ? 'First Payment Date' : 'Payment Date', value: review.payDate });
  lines.push({
    label: 'Amount',
    value: review.isRecurringLOCPayingTotalDue
      ? 'Total amount due at payment time'
      : formatMoney(review.amount),
  });
  if (review.firstPartyFee > 0)
    lines.push({ label: 'Processing Fee', value: formatMoney(review.firstPartyFee) });
  if (review.thirdPartyFee > 0)
    lines.push({ label: 'Third-Party Processing Fee', value: formatMoney(review.thirdPartyFee) });
  if (review.additionalPrincipal > 0)
    lines.push({
      label: 'Additional Principal Amount',
      value: formatMoney(review.additionalPrincipal),
    });
  if (!review.isRecurringLOCPayingTotalDue)
    lines.push({ label: 'Total', value: formatMoney(review.total) });
  return lines;
}
