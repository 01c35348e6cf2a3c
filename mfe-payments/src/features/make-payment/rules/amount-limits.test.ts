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
  achMinimum: 1,
  cardMinimum: 1,
  cardMaximum: 250000,
  delinquent: false,
  forceDelinquentTotalDue: false,
  forceMinimumPayment: false,
  forceTotalDue: false,
  allowRecurringAboveRegular: false,
  maxPayoffPercent: 100,
  defaultPaymentAmount: 38917,
  regularPaymentAmount: 38917,
  totalDue: 45000,
  payoffAmount: 1245032,
  payoffQuote: null,
};

describe('amount minimum and maximum in cents (spec 2 §5 Amount)', () => {
  it.each<[string, Partial<AmountContext>, number, number]>([
    ['ACH one-time: 0.01 up to the payoff', {}, 1, 1245032],
    ['raised to the ACH minimum', { achMinimum: 2500 }, 2500, 1245032],
    [
      'card: the card minimum up to the card maximum',
      { isCard: true, cardMinimum: 500 },
      500,
      250000,
    ],
    ['max payoff percent', { maxPayoffPercent: 50 }, 1, 622516],
    ['recurring without additional: at most the regular payment', { isRecurring: true }, 1, 38917],
    [
      'recurring with additional allowed: the payoff',
      { isRecurring: true, allowRecurringAboveRegular: true },
      1,
      1245032,
    ],
    [
      'delinquent forcing: the total due',
      { forceDelinquentTotalDue: true, delinquent: true },
      45000,
      1245032,
    ],
    ['delinquent forcing does nothing when current', { forceDelinquentTotalDue: true }, 1, 1245032],
    [
      'force minimum today: the smallest of default, total due and quote',
      { forceMinimumPayment: true, payoffQuote: 30000 },
      30000,
      1245032,
    ],
    [
      'force minimum on a future date does nothing',
      { forceMinimumPayment: true, isNonFutureDate: false },
      1,
      1245032,
    ],
    ['force total due (not recurring)', { forceTotalDue: true }, 45000, 1245032],
    ['force total due ignored for recurring', { forceTotalDue: true, isRecurring: true }, 1, 38917],
    [
      'the minimum never exceeds the maximum',
      { forceTotalDue: true, isCard: true, cardMaximum: 10000 },
      10000,
      10000,
    ],
  ])('%s', (_, patch, min, max) => {
    const limits = amountLimits({ ...base, ...patch });
    expect([limits.min, limits.max]).toEqual([min, max]);
  });

  it('tells a card payer that only ACH can pay what is due when the minimum reaches the card maximum', () => {
    const limits = amountLimits({ ...base, isCard: true, forceTotalDue: true, cardMaximum: 45000 });
    expect(limits.cardNotice).toBe(
      'Only payment by ACH is allowed at this time. Your amount due is greater than the payment amount allowed by card.',
    );
    expect(
      amountLimits({ ...base, isCard: true, forceTotalDue: true, cardMaximum: 45001 }).cardNotice,
    ).toBeNull();
  });

  it('blocks card when the total due exceeds the card maximum under the delinquent rule', () => {
    const delinquent = { ...base, forceDelinquentTotalDue: true, delinquent: true };
    expect(cardBlockedByMaximum({ ...delinquent, totalDue: 250001 })).toBe(true);
    expect(cardBlockedByMaximum({ ...delinquent, totalDue: 250000 })).toBe(false);
    expect(cardBlockedByMaximum({ ...base, totalDue: 900000 })).toBe(false);
  });
});

describe('amount validation and clamping', () => {
  const limits = { min: 1, max: 38917, cardNotice: null };
  it.each([
    [null, 'Payment amount is required'],
    [0, 'Payment amount must be between $0.01 and $389.17'],
    [1, null],
    [38917, null],
    [38918, 'Payment amount must be between $0.01 and $389.17'],
  ])('%j → %j', (amount, message) => expect(amountError(amount, limits)).toBe(message));

  it.each([
    [50000, 38917, true],
    [38917, 38917, false],
    [0, 1, false],
    [null, null, false],
  ])('clamps %j to %j (lowered to the maximum: %s)', (amount, clamped, lowered) => {
    expect(clampAmount(amount, limits)).toEqual({ amount: clamped, loweredToMax: lowered });
  });
});
