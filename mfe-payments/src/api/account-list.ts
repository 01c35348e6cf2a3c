// GET /api/accountList (spec 2 §7): the borrower's accounts; the page offers the open loans.
import { accountList } from '@portal/api-contract/payments/account-list';
import type { Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { getAnswerHandoff } from '@portal/shared-contracts';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { centsOf } from './cents-of';

export interface LoanAccount {
  /** Branch, account and check digit. */
  number: string;
  description: string;
  /** Loan 0, line of credit 9 (spec 2 §3). */
  type: number;
  /** Status text: empty, NOX$ or IRSO is open; other codes hold or close the account. */
  comment: string;
  balance: Cents;
  amountDue: Cents;
  /** The wire's calendar date, or null when the loan has none. */
  dueDate: string | null;
}

export async function fetchAccountList(api: KyInstance): Promise<ApiResult<LoanAccount[]>> {
  // The shell asked for the list as the page started: its answer, if fresh, spares a second call.
  const fetch = getAnswerHandoff().preloadedFetch('accountList');
  return mapResult(await call(api, accountList, {}, { fetch }), (body) =>
    (body.Accounts ?? []).map((account) => ({
      number: account.Number,
      description: account.Description ?? '',
      type: account.Type,
      comment: account.Comment ?? '',
      balance: centsOf(account.Balance),
      amountDue: centsOf(account.LoanAmountDue),
      dueDate: account.LoanDueDate ?? null,
    })),
  );
}
