// GET /api/accountList, read by the shell only to know whether the borrower has loan accounts
// (the make-payment rule). The page the borrower opens takes the shell's answer rather than
// asking again (shared-contracts 2.2.0).
import { fetchAccountList } from '@portal/area-kit/account-list';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import type { CallOptions } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** Spec 3 §3: type 0 is a loan, 9 a line of credit; both are paid through make-payment. */
const LOAN_TYPES: ReadonlySet<number> = new Set([0, 9]);

export function hasLoanAccounts(accountTypes: readonly number[]): boolean {
  return accountTypes.some((type) => LOAN_TYPES.has(type));
}

/** The type of each of the borrower's accounts. */
export async function fetchAccountTypes(
  api: KyInstance,
  options: CallOptions = {},
): Promise<ApiResult<number[]>> {
  return mapResult(await fetchAccountList(api, options), (accounts) =>
    accounts.map((account) => account.type),
  );
}
