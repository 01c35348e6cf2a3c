import { Skeleton } from '../../../components/skeleton';
import type { DashboardAccount } from '../../../lib/account-display';
import { AccountTable } from './account-table';
import { PLACEHOLDER_LOAN } from './placeholder-loan';

// How many accounts, and of which kinds, is unknown until the list arrives; a borrower's
// dashboard most often starts with one loan. The skeleton is the real table with one row, so its
// caption, header and row have the loaded table's boxes at every width (stacked on a phone).
const PLACEHOLDER: DashboardAccount = { ...PLACEHOLDER_LOAN, kind: 'Loan', closed: false };

/** The account tables' place while the account list loads. */
export function AccountsSkeleton() {
  return (
    <Skeleton label="Loading your accounts">
      <AccountTable kind="Loan" accounts={[PLACEHOLDER]} />
    </Skeleton>
  );
}
