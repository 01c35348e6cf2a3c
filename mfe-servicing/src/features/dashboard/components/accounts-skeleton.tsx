import { Skeleton } from '../../../components/skeleton';
import type { DashboardAccount } from '../../../lib/account-display';
import { AccountTable } from './account-table';

// How many accounts, and of which kinds, is unknown until the list arrives; a borrower's
// dashboard most often starts with one loan. The skeleton is the real table with one row, so its
// caption, header and row have the loaded table's boxes at every width (stacked on a phone).
const PLACEHOLDER: DashboardAccount = {
  Number: '00000000000',
  Description: 'Loan account',
  Type: 0,
  Balance: 0,
  AvailableBalance: 0,
  Comment: '',
  Status: '',
  Rate: 0,
  LoanDueDate: '2000-01-01',
  LoanAmountDue: 0,
  LoanPastDue: 0,
  MonthlyInstallment: 0,
  FeesDue: 0,
  StatementPreference: '',
  NameOnAcct: '',
  kind: 'Loan',
  closed: false,
};

/** The account tables' place while the account list loads. */
export function AccountsSkeleton() {
  return (
    <Skeleton label="Loading your accounts">
      <AccountTable kind="Loan" accounts={[PLACEHOLDER]} />
    </Skeleton>
  );
}
