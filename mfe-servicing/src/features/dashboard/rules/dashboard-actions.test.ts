import { describe, expect, it } from '@jest/globals';
import { PLACEHOLDER_LOAN } from '../components/placeholder-loan';
import { showClosedToggle, showMakePayment } from './dashboard-actions';

// Accounts of the given types; nothing else about them matters to these rules.
const of = (...types: number[]) => types.map((type) => ({ ...PLACEHOLDER_LOAN, type }));

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
