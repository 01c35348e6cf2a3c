import { queryAll, queryOne, type Database } from './database.ts';

export interface AccountRow {
  number: string;
  user_id: number;
  description: string;
  type: number;
  status: string;
  comment: string;
  balance: number;
  available_balance: number;
  credit_limit: number;
  rate: number;
  loan_due_date: string | null;
  loan_amount_due: number;
  loan_past_due: number;
  monthly_installment: number;
  fees_due: number;
  late_charges_due: number;
  total_loan_fees: number;
  statement_preference: 'ElectronicOnly' | 'PaperOnly';
  name_on_acct: string;
  ytd_interest: number;
  last_year_ytd_interest: number;
  opened_date: string;
  original_maturity_date: string | null;
  last_payment_date: string | null;
  last_payment_amount: number;
}

export function listAccountsOfUser(db: Database, userId: number): AccountRow[] {
  return queryAll<AccountRow>(
    db,
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
  return queryOne<AccountRow>(
    db,
    'SELECT * FROM accounts WHERE number = ? AND user_id = ?',
    accountNumber,
    userId,
  );
}
