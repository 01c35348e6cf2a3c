// What the dashboard shows first (issue 55): each open loan's payment due, the soonest first, so
// the borrower sees what is owed and when before any balance or rate.
import type { Account } from '@portal/area-kit/account-list';
import { isClosed } from '../../../lib/account-status';
import { accountKind } from '../../../lib/account-display';

/** Open loans and lines of credit, by due date (a loan without one last), then as listed. */
export function loansDue<T extends Account>(accounts: readonly T[]): T[] {
  return accounts
    .filter((account) => {
      const kind = accountKind(account.type);
      return (kind === 'Loan' || kind === 'LineOfCredit') && !isClosed(account);
    })
    .map((account, index) => ({ account, index }))
    .sort((a, b) => byDueDate(a.account.loanDueDate, b.account.loanDueDate) || a.index - b.index)
    .map(({ account }) => account);
}

// Wire days (yyyy-MM-dd…) sort as text.
const byDueDate = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
