import type { AccountListItemSchema } from '@portal/api-contract/payments/account-list';
import type * as v from 'valibot';
import type { AccountRow } from '../store/accounts.ts';
import { money } from '../http/money.ts';

/** Account type codes on the wire. */
export const ACCOUNT_TYPES = {
  loan: 0,
  deposit: [1, 3, 5, 6],
  investment: [7, 8],
  lineOfCredit: 9,
} as const;

/** One entry of GET /api/accountList. */
export function toAccount(row: AccountRow): v.InferInput<typeof AccountListItemSchema> {
  return {
    Number: row.number,
    Description: row.description,
    Type: row.type,
    Balance: money(row.balance),
    AvailableBalance: money(row.available_balance),
    Comment: row.comment,
    Status: row.status,
    Rate: row.rate,
    LoanDueDate: row.loan_due_date,
    LoanAmountDue: money(row.loan_amount_due),
    LoanPastDue: money(row.loan_past_due),
    MonthlyInstallment: money(row.monthly_installment),
    FeesDue: money(row.fees_due),
    StatementPreference: row.statement_preference,
    NameOnAcct: row.name_on_acct,
  };
}
