// How the dashboard shows accounts (spec 3 §2 Dashboard, §3 Account).
import type { Account } from '@portal/area-kit/account-list';
import { isClosed } from './account-status';

export type AccountKind = 'Deposit' | 'Loan' | 'LineOfCredit' | 'Investment';

/** Display order of the lists on the dashboard. */
export const ACCOUNT_KINDS: readonly AccountKind[] = [
  'Deposit',
  'Loan',
  'LineOfCredit',
  'Investment',
];

const KIND_BY_TYPE: Record<number, AccountKind> = {
  0: 'Loan',
  1: 'Deposit',
  3: 'Deposit',
  5: 'Deposit',
  6: 'Deposit',
  7: 'Investment',
  8: 'Investment',
  9: 'LineOfCredit',
};

export function accountKind(type: number): AccountKind | undefined {
  return KIND_BY_TYPE[type];
}

/** The comment marker nox$ is blanked. */
export function displayComment(comment: string): string {
  return comment.trim().toLowerCase() === 'nox$' ? '' : comment;
}

/** Rates arrive as percent (5.49) and show with two decimals (5.49%). */
export function formatRate(rate: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

/** An empty loan status shows as Current. */
export function displayStatus(status: string): string {
  return status.trim() === '' ? 'Current' : status;
}

export interface DashboardAccount extends Account {
  kind: AccountKind;
  closed: boolean;
}

/** Groups accounts by kind, leaving out closed ones unless asked; closed accounts lose their due date. */
export function groupAccounts(
  accounts: readonly Account[],
  showClosed: boolean,
): Map<AccountKind, DashboardAccount[]> {
  const groups = new Map<AccountKind, DashboardAccount[]>();
  for (const account of accounts) {
    const kind = accountKind(account.type);
    if (!kind) continue;
    const closed = isClosed(account);
    if (closed && !showClosed) continue;
    const shown: DashboardAccount = {
      ...account,
      kind,
      closed,
      loanDueDate: closed ? null : account.loanDueDate,
    };
    groups.set(kind, [...(groups.get(kind) ?? []), shown]);
  }
  return groups;
}
