import { getPortal, usePortalState } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { fetchAccountTypes, hasLoanAccounts } from './account-list';

/**
 * Whether the signed-in borrower has loan accounts, for the make-payment rule: null until known
 * (and when the list cannot be read, so the entry stays hidden rather than leading nowhere).
 * The shell has no query cache of its own; it asks once per session token.
 */
export function useHasLoanAccounts(): boolean | null {
  const token = usePortalState((state) => state.session?.userToken ?? null);
  const [known, setKnown] = useState<{ token: string; hasLoans: boolean } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void fetchAccountTypes(getPortal().api).then((result) => {
      if (live && result.kind === 'ok')
        setKnown({ token, hasLoans: hasLoanAccounts(result.value) });
    });
    return () => {
      live = false;
    };
  }, [token]);
  return known && known.token === token ? known.hasLoans : null;
}
