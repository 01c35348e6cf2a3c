import { describe, expect, it } from '@jest/globals';
import { displayAccountNumber } from '@portal/display/account-number';
import type { Account } from '@portal/area-kit/account-list';
import { isClosed } from './account-status';
import {
  accountKind,
  displayComment,
  displayStatus,
  formatRate,
  groupAccounts,
} from './account-display';

const account = (overrides: Partial<Account>): Account => ({
  number: '00011002347',
  description: 'Auto Loan',
  type: 0,
  balance: 10000,
  availableBalance: 10000,
  comment: '',
  status: '',
  rate: 5.49,
  loanDueDate: '2026-12-15T00:00:00',
  loanAmountDue: 1000,
  loanPastDue: 0,
  monthlyInstallment: 1000,
  feesDue: 0,
  statementPreference: 'PaperOnly',
  nameOnAccount: '',
  ...overrides,
});

describe('account display rules (spec 3)', () => {
  it.each([
    [0, 'Loan'],
    [1, 'Deposit'],
    [3, 'Deposit'],
    [5, 'Deposit'],
    [6, 'Deposit'],
    [7, 'Investment'],
    [8, 'Investment'],
    [9, 'LineOfCredit'],
    [2, undefined],
    [4, undefined],
  ])('numeric type %p is %p', (type, kind) => {
    expect(accountKind(type)).toBe(kind);
  });

  it.each([
    ['CLOSED 03/01/2024', true],
    ['Account CLOSED', true],
    ['', false],
    ['closed', false],
    ['nox$', false],
  ])('comment %p closed: %p', (comment, closed) => {
    expect(isClosed({ comment })).toBe(closed);
  });

  it.each([
    ['nox$', ''],
    ['NOX$', ''],
    ['Paid ahead', 'Paid ahead'],
  ])('comment %p is shown as %p', (comment, shown) => {
    expect(displayComment(comment)).toBe(shown);
  });

  it.each([
    ['00011002347', 1, '0001100234'],
    ['00011002347', 0, '00011002347'],
    ['0001100234712', 2, '00011002347'],
    ['7', 1, '7'],
  ])('%s without %d check digit(s) is %s', (number, length, shown) => {
    expect(displayAccountNumber(number, length)).toBe(shown);
  });

  it.each([
    [5.49, '5.49%'],
    [7.25, '7.25%'],
    [0, '0.00%'],
    [12.3456, '12.35%'],
  ])('rate %p shows as %s', (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });

  it.each([
    ['', 'Current'],
    ['  ', 'Current'],
    ['Past Due', 'Past Due'],
  ])('status %p shows as %p', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });

  it('hides closed accounts unless asked, and clears their due date', () => {
    const accounts = [
      account({}),
      account({ number: '2', comment: 'CLOSED 03/01/2024' }),
      account({ number: '3', type: 1 }),
    ];
    expect(
      groupAccounts(accounts, false)
        .get('Loan')
        ?.map((a) => a.number),
    ).toEqual(['00011002347']);
    const withClosed = groupAccounts(accounts, true).get('Loan');
    expect(withClosed?.map((a) => [a.number, a.closed, a.loanDueDate])).toEqual([
      ['00011002347', false, '2026-12-15T00:00:00'],
      ['2', true, null],
    ]);
    expect(groupAccounts(accounts, false).get('Deposit')).toHaveLength(1);
    expect(groupAccounts(accounts, false).has('Investment')).toBe(false);
  });
});
