import { describe, expect, it } from '@jest/globals';
import { showClosedToggle, showMakePayment } from './dashboard-actions';

const of = (...types: number[]) =>
  types.map((Type) => ({
    Number: '1',
    Description: '',
    Type,
    Balance: 0,
    AvailableBalance: 0,
    Comment: '',
    Status: '',
    Rate: 0,
    LoanDueDate: null,
    LoanAmountDue: 0,
    LoanPastDue: 0,
    MonthlyInstallment: 0,
    FeesDue: 0,
    StatementPreference: '',
    NameOnAcct: '',
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
    [[{ Comment: '' }, { Comment: 'CLOSED 03/01/2024' }], true],
    [[{ Comment: 'nox$' }], false],
    [[], false],
  ])('closed toggle for %j is %p', (accounts, shown) => {
    expect(showClosedToggle(accounts)).toBe(shown);
  });
});
