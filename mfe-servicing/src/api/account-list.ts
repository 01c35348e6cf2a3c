// GET /api/accountList (spec 2 §7): the signed-in borrower's accounts, validated at the boundary.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const money = v.nullish(v.number(), 0);
const text = v.nullish(v.string(), '');

export const AccountSchema = v.object({
  Number: v.string(),
  Description: text,
  Type: v.number(),
  Balance: money,
  AvailableBalance: money,
  Comment: text,
  Status: text,
  Rate: money,
  LoanDueDate: v.optional(v.nullable(v.string()), null),
  LoanAmountDue: money,
  LoanPastDue: money,
  MonthlyInstallment: money,
  FeesDue: money,
  StatementPreference: text,
  NameOnAcct: text,
});

export const AccountListSchema = v.object({
  Accounts: v.optional(v.nullable(v.array(AccountSchema)), []),
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.optional(v.nullable(v.array(v.object({ ErrorMessage: v.string() }))), []),
});

export type Account = v.InferOutput<typeof AccountSchema>;
export type AccountList = v.InferOutput<typeof AccountListSchema>;

export async function fetchAccountList(api: KyInstance): Promise<AccountList> {
  return parseWire(AccountListSchema, await api.get('accountList').json(), 'accountList');
}
