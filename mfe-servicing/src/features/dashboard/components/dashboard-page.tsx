import { getPortal } from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchAccountList } from '../api/account-list';
import { ACCOUNT_KINDS, groupAccounts, isClosed } from '../rules/account-display';
import { AccountTable } from './account-table';
import { PreviousLogin } from './previous-login';

export default function DashboardPage() {
  const [showClosed, setShowClosed] = useState(false);
  const toggleId = useId();
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchAccountList(getPortal().api),
  });

  if (accounts.isPending) return <p role="status">Loading your accounts…</p>;

  const list = accounts.data?.Accounts ?? [];
  const groups = groupAccounts(list, showClosed);
  const anyClosed = list.some(isClosed);

  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">My Accounts</h1>
      {accounts.isError && (
        <div className="banner banner--error" role="alert">
          We could not load your accounts. Please try again later.
        </div>
      )}
      {accounts.isSuccess && list.length === 0 && <p>No Existing Accounts</p>}
      {anyClosed && (
        <p>
          <input
            id={toggleId}
            type="checkbox"
            checked={showClosed}
            onChange={(e) => setShowClosed(e.target.checked)}
          />{' '}
          <label htmlFor={toggleId}>Show closed accounts</label>
        </p>
      )}
      {list.length > 0 && groups.size === 0 && <p>No open accounts.</p>}
      {ACCOUNT_KINDS.filter((kind) => groups.has(kind)).map((kind) => (
        <AccountTable key={kind} kind={kind} accounts={groups.get(kind) ?? []} />
      ))}
      <PreviousLogin />
    </section>
  );
}
