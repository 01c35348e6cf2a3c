import { describe, expect, it } from '@jest/globals';
import { accountFlagMessages, describePaymentMethod, miscFees } from './loan-figures';

describe('loan figures (spec 3 §3)', () => {
  it.each([
    [4500, 2500, 2000],
    [2500, 2500, 0],
    [0, 0, 0],
    [1010, 20, 990],
    [500, 2500, 0],
  ])('misc fees of total %p cents minus late charges %p is %p', (total, late, misc) => {
    expect(miscFees(total, late)).toBe(misc);
  });

  it.each([
    [{ isCard: true, lastFour: '1881' }, 'Card ending in 1881'],
    [{ isCard: false, lastFour: '4321' }, 'Account ending in 4321'],
    [null, 'None'],
  ])('payment method %j reads %p', (method, shown) => {
    expect(describePaymentMethod(method)).toBe(shown);
  });

  it.each([
    ['Error', 'An error occurred trying to retrieve account information.'],
    ['LoanLockedPayoff', 'Account loan is locked for pay off.'],
    ['Dispute', 'Account is in dispute'],
    ['NoPaymentOnline', 'Security does not allow online payments.'],
    ['NoAchPayment', 'Security does not allow online ACH payments.'],
    ['NightError', 'Nightly processing error. Please try back in about 15 minutes.'],
    ['Something else', 'Something else'],
  ])('flag %s shows %p', (code, message) => {
    expect(accountFlagMessages([code])).toEqual([message]);
  });
});
