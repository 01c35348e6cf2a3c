import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { valueOrThrow } from '@portal/wire/api-result';
import { useApi } from '../../../lib/use-api';
import { fetchAccountDetails, type LoanDetails } from '../api/account-details';

const accountDetailsKey = (accountNumber: string) => ['accountDetails', accountNumber] as const;

/** One account's details as the loan page shows them (cached for the area's 30 s). */
export function useAccountDetails(accountNumber: string) {
  const api = useApi();
  return useQuery({
    queryKey: accountDetailsKey(accountNumber),
    queryFn: () => fetchAccountDetails(api, accountNumber).then(valueOrThrow),
    enabled: accountNumber !== '',
  });
}

/**
 * Writes a change the back end accepted into the account's cached details. The loan page's
 * sections edit a copy of their own; without this, coming back to the page within the cache's
 * 30 s showed what was there before the save, and the next Save sent those values back.
 */
export function useRecordSaved(accountNumber: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (details: LoanDetails) => LoanDetails) =>
      queryClient.setQueryData<LoanDetails>(accountDetailsKey(accountNumber), (details) =>
        details ? change(details) : details,
      ),
    [queryClient, accountNumber],
  );
}

/**
 * Forgets what was loaded of an account that is no longer the borrower's on the web. Reset, not
 * removed: a page still showing it (its way to the dashboard suspended while that page's code
 * loads) is told, drops the details and asks again, which the back end refuses; a removed query
 * left that page's observer on the old details, shown again when the address was reopened.
 */
export function useForgetAccountDetails(accountNumber: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.resetQueries({ queryKey: accountDetailsKey(accountNumber) }),
    [queryClient, accountNumber],
  );
}
