// Account history rules (spec 3 §4 History, §2 Account history section).
import type { HistoryRow } from '../api/account-history';

export type HistoryWindow = 30 | 60 | 90 | 'all';

export const HISTORY_WINDOWS: readonly HistoryWindow[] = [30, 60, 90, 'all'];
/** Spec 3 §9: history defaults to 30 days. */
export const DEFAULT_HISTORY_WINDOW: HistoryWindow = 30;

/** "All" asks for every day since the account was opened. */
export function historyDays(window: HistoryWindow, daysSinceOpened: number): number {
  return window === 'all' ? Math.max(1, daysSinceOpened) : window;
}

export type HistorySortKey =
  'date' | 'description' | 'principal' | 'interest' | 'other' | 'total' | 'principalBalance';

export interface HistorySort {
  key: HistorySortKey;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_HISTORY_SORT: HistorySort = {
  key: 'date',
  direction: 'descending',
};

/** Clicking the sorted column flips it; another column starts descending for dates and amounts. */
export function nextSort(current: HistorySort, key: HistorySortKey): HistorySort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'description' ? 'ascending' : 'descending' };
}

const sortValue = (row: HistoryRow, key: HistorySortKey): string | number => {
  if (key === 'date') return `${row.date ?? ''}|${row.time}`;
  if (key === 'description') return row.description.toLowerCase();
  return row[key];
};

/** A stable sort: rows that tie keep the order the back end sent. */
export function sortHistory(rows: readonly HistoryRow[], sort: HistorySort): HistoryRow[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = sortValue(a.row, sort.key);
      const y = sortValue(b.row, sort.key);
      if (x < y) return -factor;
      if (x > y) return factor;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** History failures (spec 3 §8). */
export const HISTORY_ERROR = 'An error occurred trying to retrieve the account history.';
export const HISTORY_SECURITY_ERROR = 'Unable to get account history due to security reasons.';
export const HISTORY_EMPTY = 'No account history found.';

/** A refusal for security reasons has its own sentence; any other failure the generic one. */
export function historyErrorMessage(refusalCode: string | undefined): string {
  return refusalCode !== undefined && /security/i.test(refusalCode)
    ? HISTORY_SECURITY_ERROR
    : HISTORY_ERROR;
}
