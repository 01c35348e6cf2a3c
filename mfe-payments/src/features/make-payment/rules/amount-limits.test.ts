import { describe, expect, it } from '@jest/globals';
import {
  amountError,
  amountLimits,
  cardBlockedByMaximum,
  clampAmount,
  type AmountContext,
} from './amount-limits';

const base: AmountContext = {
  isCard: false,
  isRecurring: false,
  isNonFutureDate: true,
  achMinimum: 0.01,
  cardMinimum: 0.01,
  cardMaximum: 2500,
  delinquent: false,
  forceDelinquentTotalDue: false,
  forceMinimumPayment: false,
  forceTotalDue: false,
  allowRecurringAboveRegular: false,
  maxPayoffPercent: 100,
  defaultPaymentAmount: 389.17,
  regularPaymentAmount: 389.17,
  totalDue: 450,
  payoffAmount: 12450.32,
  payoffQuote: null,
};

describe('amount minimum and maximum (spec 2 §5 Amount)', () => {
  it.each<[string, Partial<AmountContext>, number, number]>([
    ['ACH one-time: 0.01 up to the payoff', {}, 0.01, 12450.32],
    ['raised to the ACH minimum', { achMinimum: 25 }, 25, 12450.32],
    ['card: the card minimum up to the card maximum', { isCard: true, cardMinimum: 5 }, 5, 2500],
    ['max payoff percent', { maxPayoffPercent: 50 }, 0.01, 6225.16],
    [
      'recurring without additional: at most the regular payment',
      { isRecurring: true },
      0.01,
      389.17,
    ],
    [
      'recurring with additional allowed: the payoff',
      { isRecurring: true, allowRecurringAboveRegular: true },
      0.01,
      12450.32,
    ],
    [
      'delinquent forcing: the total due',
      { forceDelinquentTotalDue: true, delinquent: true },
      450,
      12450.32,
    ],
    [
      'delinquent forcing does nothing when current',
      { forceDelinquentTotalDue: true },
      0.01,
      12450.32,
    ],
    [
      'force minimum today: the smallest of default, total due and quote',
      { forceMinimumPayment: true, payoffQuote: 300 },
      300,
      12450.32,
    ],
    [
      'force minimum on a future date does nothing',
      { forceMinimumPayment: true, isNonFutureDate: false },
      0.01,
      12450.32,
    ],
    ['force total due (not recurring)', { forceTotalDue: true }, 450, 12450.32],
    [
      'force total due ignored for recurring',
      { forceTotalDue: true, isRecurring: true },
      0.01,
      389.17,
    ],
    [
      'the minimum never exceeds the maximum',
      { forceTotalDue: true, isCard: true, cardMaximum: 100 },
      100,
      100,
    ],
  ])('%s', (_, patch, min, max) => {
    const limits = amountLimits({ ...base, ...patch });
    expect([limits.min, limits.max]).toEqual([min, max]);
  });

  it('tells a card payer that only ACH can pay what is due when the minimum reaches the card maximum', () => {
    const limits = amountLimits({ ...base, isCard: true, forceTotalDue: true, cardMaximum: 450 });
    expect(limits.cardNotice).toBe(
      'Only payment by ACH is allowed at this time. Your amount due is greater than the payment amount allowed by card.',
    );
    expect(
      amountLimits({ ...base, isCard: true, forceTotalDue: true, cardMaximum: 450.01 }).cardNotice,
    ).toBeNull();
  });

  it('blocks card when the total due exceeds the card maximum under the delinquent rule', () => {
    const delinquent = { ...base, forceDelinquentTotalDue: true, delinquent: true };
    expect(cardBlockedByMaximum({ ...delinquent, totalDue: 2500.01 })).toBe(true);
    expect(cardBlockedByMaximum({ ...delinquent, totalDue: 2500 })).toBe(false);
    expect(cardBlockedByMaximum({ ...base, totalDue: 9000 })).toBe(false);
  });
});

describe('amount validation and clamping', () => {
  const limits = { min: 0.01, max: 389.17, cardNotice: null };
  it.each([
    [null, 'Payment amount is required'],
    [0, 'Payment amount must be between $0.01 and $389.17'],
    [0.01, null],
    [389.17, null],
    [389.18, 'Payment amount must be between $0.01 and $389.17'],
  ])('%j → %j', (amount, message) => expect(amountError(amount, limits)).toBe(message));

  it.each([
    [500, 389.17, true],
    [389.17, 389.17, false],
    [0, 0.01, false],
    [null, null, false],
  ])('clamps %j to %j (lowered to the maximum: %s)', (amount, clamped, lowered) => {
    expect(clampAmount(amount, limits)).toEqual({ amount: clamped, loweredToMax: lowered });
  });
});
