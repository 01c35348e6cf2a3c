import { describe, expect, it } from '@jest/globals';
import {
  allowsAdditionalPrincipal,
  firstPartyFee,
  needsThirdPartyFee,
  paymentTotal,
  showsFeeLine,
  thirdPartyFeeRequest,
  type FirstPartyFees,
} from './fees';

const fees: FirstPartyFees = {
  scheduledAch: 150,
  eCheck: 100,
  recurringAch: 50,
  debitCard: 295,
  creditCard: 395,
};

describe('first-party fee choice (spec 2 §9)', () => {
  it.each([
    ['ACH', 'immediate', 'DebitCard', 100],
    ['ACH', 'scheduled', 'DebitCard', 150],
    ['ACH', 'recurring', 'DebitCard', 50],
    ['Card', 'immediate', 'DebitCard', 295],
    ['Card', 'scheduled', 'CreditCard', 395],
    ['Card', 'recurring', 'CreditCard', 395],
    ['Venmo', 'immediate', 'DebitCard', 0],
  ] as const)('%s %s %s → %d', (type, kind, debitCredit, fee) => {
    expect(firstPartyFee(type, kind, debitCredit, fees)).toBe(fee);
  });
});

describe('total', () => {
  it('adds amount, both fees and additional principal, in whole cents (no float noise)', () => {
    // In dollars, 100.1 + 0.2 + 2.95 + 50 is 153.25000000000003.
    expect(
      paymentTotal({
        amount: 10010,
        firstPartyFee: 20,
        thirdPartyFee: 295,
        additionalPrincipal: 5000,
      }),
    ).toBe(15325);
  });
  it.each([
    [0, 0, false],
    [0, 1, true],
    [1, 0, true],
  ])('fee line for %d + %d shown: %s', (first, third, shown) =>
    expect(showsFeeLine(first, third)).toBe(shown),
  );
});

describe('third-party fee request', () => {
  it.each([
    ['ACH', true],
    ['Card', true],
    ['GooglePay', true],
    ['Venmo', false],
    ['PayPal', false],
  ] as const)('%s calls for a fee: %s', (type, needed) => {
    expect(needsThirdPartyFee(type, true)).toBe(needed);
    expect(needsThirdPartyFee(type, false)).toBe(false);
  });

  it('marks wallet payments as debit and recurring payments as not one-time', () => {
    expect(thirdPartyFeeRequest('ApplePay', 'DebitCard', 'immediate', '00011002347')).toEqual({
      isAch: false,
      isCreditCard: false,
      isDebitCard: true,
      isImmediate: true,
      isOneTime: true,
      isRecurring: false,
      loanNumber: '00011002347',
    });
    expect(thirdPartyFeeRequest('Card', 'CreditCard', 'recurring', '1')).toMatchObject({
      isCreditCard: true,
      isDebitCard: false,
      isOneTime: false,
      isRecurring: true,
      isImmediate: false,
    });
  });

  it.each([
    ['ACH', 'recurring', true, true],
    ['ACH', 'scheduled', true, false],
    ['Card', 'recurring', true, false],
    ['ACH', 'recurring', false, false],
  ] as const)('additional principal for %s %s (setting %s): %s', (type, kind, on, allowed) => {
    expect(allowsAdditionalPrincipal(type, kind, on)).toBe(allowed);
  });
});
