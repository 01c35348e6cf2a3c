import { describe, expect, it } from '@jest/globals';
import { accountFlagMessages, describePaymentMethod, miscFees } from './loan-figures';

describe('loan figures (spec 3 §3)', () => {
  it.each([
    [45, 25, 20],
    [25, 25, 0],
    [0, 0, 0],
    [10.1, 0.2, 9.9],
    [5, 25, 0],
  ])('misc fees of total %p minus late charges %p is %p', (total, late, misc) => {
    expect(miscFees(total, late)).toBe(misc);
  });

  it.each([
    [{ IsCard: true, LastFour: '1881' }, 'Card ending in 1881'],
    [{ IsCard: false, LastFour: '4321' }, 'Account ending in 4321'],
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
    expect(accountFlagMessages([{ ErrorMessage: code }])).toEqual([message]);
  });
});
