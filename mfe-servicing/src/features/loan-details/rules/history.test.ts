import { describe, expect, it } from '@jest/globals';
import type { HistoryRow } from '../api/account-history';
import {
  historyDays,
  historyErrorMessage,
  nextSort,
  sortHistory,
  type HistorySort,
} from './history';

const row = (date: string, description: string, total: number): HistoryRow => ({
  TransactionDate: date,
  TransactionTime: '09:00:00',
  TransactionDescription: description,
  PrincipalAmount: 0,
  InterestAmount: 0,
  OtherAmount: 0,
  TotalPaymentAmount: total,
  RunningPrincipalBalance: 0,
});

describe('history rules (spec 3 §4)', () => {
  it.each([
    [30, 820, 30],
    [60, 820, 60],
    [90, 820, 90],
    ['all', 820, 820],
    ['all', 0, 1],
  ] as const)('window %p with %p days since opened asks for %p days', (window, opened, days) => {
    expect(historyDays(window, opened)).toBe(days);
  });

  it.each([
    [{ key: 'TransactionDate', direction: 'descending' }, 'TransactionDate', 'ascending'],
    [{ key: 'TransactionDate', direction: 'ascending' }, 'TransactionDate', 'descending'],
    [{ key: 'TransactionDate', direction: 'ascending' }, 'TransactionDescription', 'ascending'],
    [{ key: 'TransactionDate', direction: 'ascending' }, 'TotalPaymentAmount', 'descending'],
  ] as const)('from %j clicking %s sorts %s', (current, key, direction) => {
    expect(nextSort(current as HistorySort, key)).toEqual({ key, direction });
  });

  it('sorts by amount and description, keeping ties stable', () => {
    const rows = [row('2026-01-01', 'b', 5), row('2026-02-01', 'a', 10), row('2026-03-01', 'c', 5)];
    expect(
      sortHistory(rows, { key: 'TotalPaymentAmount', direction: 'descending' }).map(
        (r) => r.TransactionDate,
      ),
    ).toEqual(['2026-02-01', '2026-01-01', '2026-03-01']);
    expect(
      sortHistory(rows, { key: 'TransactionDescription', direction: 'ascending' }).map(
        (r) => r.TransactionDescription,
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(
      sortHistory(rows, { key: 'TransactionDate', direction: 'descending' })[0]?.TransactionDate,
    ).toBe('2026-03-01');
  });

  it.each([
    [[{ ErrorMessage: 'Security' }], 'Unable to get account history due to security reasons.'],
    [[{ ErrorMessage: 'Error' }], 'An error occurred trying to retrieve the account history.'],
    [[], 'An error occurred trying to retrieve the account history.'],
  ])('errors %j show %p', (errors, shown) => {
    expect(historyErrorMessage(errors)).toBe(shown);
  });
});
