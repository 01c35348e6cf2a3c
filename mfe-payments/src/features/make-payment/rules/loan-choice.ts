// How the loan chooser names each loan and what it says is due (spec 2 §3: each open loan with
// its account number, amount due and due date). One rule for the option and the line under it.
import type { Account } from '@portal/area-kit/account-list';
import { displayAccountNumber } from '@portal/display/account-number';
import { formatWireDay } from '@portal/display/wire-day';
import { formatMoney } from '@portal/money/cents';

type DueFields = Pick<Account, 'loanAmountDue' | 'loanDueDate'>;

export interface LoanDue {
  amount: string;
  /** MM/DD/YYYY, or empty when the loan has no due date. */
  date: string;
}

/** What is due on a loan, formatted for the borrower. */
export function loanDue(account: DueFields): LoanDue {
  return { amount: formatMoney(account.loanAmountDue), date: formatWireDay(account.loanDueDate) };
}

/** A loan's option: its name as shown everywhere (no check digit), then what is due and when. */
export function loanOptionLabel(
  account: DueFields & Pick<Account, 'description' | 'number'>,
  checkDigits: number,
): string {
  const { amount, date } = loanDue(account);
  const number = displayAccountNumber(account.number, checkDigits);
  return `${account.description} ${number} – ${amount}${date ? ` due ${date}` : ''}`;
}
