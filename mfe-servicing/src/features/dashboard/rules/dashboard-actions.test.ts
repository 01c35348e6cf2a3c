import { describe, expect, it } from '@jest/globals';
import { showClosedToggle, showMakePayment } from './dashboard-actions';

const of = (...types: number[]) =>
  types.map((type) => ({
    number: '1',
    description: '',
    type,
    balance: 0,
    availableBalance: 0,
    comment: '',
    status: '',
    rate: 0,
    loanDueDate: null,
    loanAmountDue: 0,
    loanPastDue: 0,
    monthlyInstallment: 0,
    feesDue: 0,
    statementPreference: '',
    nameOnAccount: '',
  }));

describe('dashboard buttons (spec 3 §2)', () => {
  it.each([
    [false, of(0), true],
    [false, of(9), true],
    [false, of(1, 7), false],
    [false, [], false],
    [true, of(0), false],
  ])('EZPay disabled %p with types %j: Make Payment %p', (disabled, accounts, shown) => {
    expect(showMakePayment(disabled, accounts)).toBe(shown);
  });

  it.each([
    [[{ comment: '' }, { comment: 'CLOSED 03/01/2024' }], true],
    [[{ comment: 'nox$' }], false],
    [[], false],
  ])('closed toggle for %j is %p', (accounts, shown) => {
    expect(showClosedToggle(accounts)).toBe(shown);
  });
});
