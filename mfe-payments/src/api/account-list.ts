// GET /api/accountList (spec 2 §7): the borrower's accounts; the page offers the open loans.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, money, text } from '../lib/wire';

export const PayableAccountSchema = v.object({
  Number: v.string(),
  Description: text,
  Type: v.number(),
  Comment: text,
  Balance: money,
  LoanAmountDue: money,
  LoanDueDate: v.nullish(v.string(), null),
});

const AccountListSchema = v.object({
  Accounts: v.nullish(v.array(PayableAccountSchema), []),
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
});

export type LoanAccount = v.InferOutput<typeof PayableAccountSchema>;

export async function fetchAccountList(api: KyInstance): Promise<LoanAccount[]> {
  const body = parseWire(AccountListSchema, await api.get('accountList').json(), 'accountList');
  return body.Accounts;
}
