import { describe, expect, it } from '@jest/globals';
import { paymentReviewLines, type PaymentReview } from './payment-review';

const once: PaymentReview = {
  kind: 'immediate',
  loan: 'Auto Loan 0001-1002347',
  paidFrom: 'Checking x4321',
  frequency: 'Pay Once',
  payDate: '11/18/2026',
  daysPrior: null,
  amount: 15_000,
  isRecurringLOCPayingTotalDue: false,
  firstPartyFee: 0,
  thirdPartyFee: 0,
  additionalPrincipal: 0,
  total: 15_000,
};

const text = (review: PaymentReview) =>
  paymentReviewLines(review).map(({ label, value }) => `${label}: ${value}`);

describe('paymentReviewLines (what the confirm question shows above it)', () => {
  it.each<[string, Partial<PaymentReview>, string[]]>([
    [
      'a payment today without fees: loan, method, date, amount and total',
      {},
      [
        'Loan: Auto Loan 0001-1002347',
        'Pay From: Checking x4321',
        'Payment Date: 11/18/2026',
        'Amount: $150.00',
        'Total: $150.00',
      ],
    ],
    [
      'each fee and the extra principal on its own line, then the total of them all',
      { firstPartyFee: 250, thirdPartyFee: 199, additionalPrincipal: 1_000, total: 16_449 },
      [
        'Loan: Auto Loan 0001-1002347',
        'Pay From: Checking x4321',
        'Payment Date: 11/18/2026',
        'Amount: $150.00',
        'Processing Fee: $2.50',
        'Third-Party Processing Fee: $1.99',
        'Additional Principal Amount: $10.00',
        'Total: $164.49',
      ],
    ],
    [
      'a recurring payment shows its schedule and first date',
      { kind: 'recurring', frequency: 'Days Before Due Date', daysPrior: 3, payDate: '12/02/2026' },
      [
        'Loan: Auto Loan 0001-1002347',
        'Pay From: Checking x4321',
        'Frequency: Days Before Due Date',
        'Days Before Due Date: 3',
        'First Payment Date: 12/02/2026',
        'Amount: $150.00',
        'Total: $150.00',
      ],
    ],
    [
      'a recurring line-of-credit payment of the total due has no amount or total yet',
      {
        kind: 'recurring',
        frequency: 'Monthly on a Date',
        isRecurringLOCPayingTotalDue: true,
        amount: 0,
        total: 0,
      },
      [
        'Loan: Auto Loan 0001-1002347',
        'Pay From: Checking x4321',
        'Frequency: Monthly on a Date',
        'First Payment Date: 11/18/2026',
        'Amount: Total amount due at payment time',
      ],
    ],
  ])('%s', (_case, over, lines) => {
    expect(text({ ...once, ...over })).toEqual(lines);
  });
});
