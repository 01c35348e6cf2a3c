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
  date,
  time: '09:00:00',
  description,
  principal: 0,
  interest: 0,
  other: 0,
  total,
  principalBalance: 0,
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
    [{ key: 'date', direction: 'descending' }, 'date', 'ascending'],
    [{ key: 'date', direction: 'ascending' }, 'date', 'descending'],
    [{ key: 'date', direction: 'ascending' }, 'description', 'ascending'],
    [{ key: 'date', direction: 'ascending' }, 'total', 'descending'],
  ] as const)('from %j clicking %s sorts %s', (current, key, direction) => {
    expect(nextSort(current as HistorySort, key)).toEqual({ key, direction });
  });

  it('sorts by amount and description, keeping ties stable', () => {
    const rows = [row('2026-01-01', 'b', 5), row('2026-02-01', 'a', 10), row('2026-03-01', 'c', 5)];
    expect(sortHistory(rows, { key: 'total', direction: 'descending' }).map((r) => r.date)).toEqual(
      ['2026-02-01', '2026-01-01', '2026-03-01'],
    );
    expect(
      sortHistory(rows, { key: 'description', direction: 'ascending' }).map((r) => r.description),
    ).toEqual(['a', 'b', 'c']);
    expect(sortHistory(rows, { key: 'date', direction: 'descending' })[0]?.date).toBe('2026-03-01');
  });

  it.each([
    ['Security', 'Unable to get account history due to security reasons.'],
    ['Error', 'An error occurred trying to retrieve the account history.'],
    [undefined, 'An error occurred trying to retrieve the account history.'],
  ])('a refusal %p shows %p', (code, shown) => {
    expect(historyErrorMessage(code)).toBe(shown);
  });
});
