import * as v from 'valibot';
import { integer, readRow, readRows, type Database } from './database.ts';

const money = v.number();
const nullableText = v.nullable(v.string());

export const AccountRowSchema = v.object({
  number: v.string(),
  user_id: integer,
  description: v.string(),
  type: integer,
  status: v.string(),
  comment: v.string(),
  balance: money,
  available_balance: money,
  credit_limit: money,
  rate: v.number(),
  loan_due_date: nullableText,
  loan_amount_due: money,
  loan_past_due: money,
  monthly_installment: money,
  fees_due: money,
  late_charges_due: money,
  total_loan_fees: money,
  statement_preference: v.picklist(['ElectronicOnly', 'PaperOnly']),
  name_on_acct: v.string(),
  ytd_interest: money,
  last_year_ytd_interest: money,
  opened_date: v.string(),
  original_maturity_date: nullableText,
  last_payment_date: nullableText,
  last_payment_amount: money,
});

export type AccountRow = v.InferOutput<typeof AccountRowSchema>;

export function listAccountsOfUser(db: Database, userId: number): AccountRow[] {
  return readRows(
    db,
    AccountRowSchema,
    'SELECT * FROM accounts WHERE user_id = ? ORDER BY rowid',
    userId,
  );
}

/** The account only if it belongs to `userId`: the one query every account-scoped call goes through. */
export function findOwnAccount(
  db: Database,
  userId: number,
  accountNumber: string,
): AccountRow | undefined {
  return readRow(
    db,
    AccountRowSchema,
    'SELECT * FROM accounts WHERE number = ? AND user_id = ?',
    accountNumber,
    userId,
  );
}
