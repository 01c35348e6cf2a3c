// GET /api/accountList, read by the shell only to know whether the borrower has loan accounts
// (the make-payment rule). Only the fields the shell needs are validated; the servicing area
// owns the full shape.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const AccountTypesSchema = v.object({
  Accounts: v.optional(v.nullable(v.array(v.object({ Type: v.number() }))), []),
});

/** Spec 3 §3: type 0 is a loan, 9 a line of credit; both are paid through make-payment. */
const LOAN_TYPES: ReadonlySet<number> = new Set([0, 9]);

export function hasLoanAccounts(accounts: ReadonlyArray<{ Type: number }>): boolean {
  return accounts.some((account) => LOAN_TYPES.has(account.Type));
}

export async function fetchAccountTypes(api: KyInstance): Promise<Array<{ Type: number }>> {
  const body = parseWire(AccountTypesSchema, await api.get('accountList').json(), 'accountList');
  return body.Accounts ?? [];
}
