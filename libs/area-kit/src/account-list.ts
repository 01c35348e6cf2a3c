// GET /api/accountList (spec 2 §7, spec 3 §3 Account): the signed-in borrower's accounts, read
// one way by the shell (whether to offer make-payment), payments (the loans to pay) and servicing.
import { accountList } from '@portal/api-contract/payments/account-list';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { getAnswerHandoff } from '@portal/shared-contracts';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call, type CallOptions } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface Account {
  /** Branch, account and check digit. */
  number: string;
  description: string;
  /** Loan 0; deposit 1, 3, 5, 6; investment 7, 8; line of credit 9 (spec 3 §3). */
  type: number;
  balance: Cents;
  availableBalance: Cents;
  /** Status text: empty, NOX$ or IRSO is open; CLOSED and other codes hold or close it. */
  comment: string;
  status: string;
  /** Percent, e.g. 5.49. */
  rate: number;
  /** The wire's calendar date, or null when the loan has none. */
  loanDueDate: string | null;
  loanAmountDue: Cents;
  loanPastDue: Cents;
  monthlyInstallment: Cents;
  feesDue: Cents;
  /** ElectronicOnly or PaperOnly. */
  statementPreference: string;
  nameOnAccount: string;
}

const cents = (dollars: number | null | undefined): Cents => dollarsToCents(dollars ?? 0);

export async function fetchAccountList(
  api: KyInstance,
  options: CallOptions = {},
): Promise<ApiResult<Account[]>> {
  return mapResult(await call(api, accountList, {}, options), (body) =>
    (body.Accounts ?? []).map((account) => ({
      number: account.Number,
      description: account.Description ?? '',
      type: account.Type,
      balance: cents(account.Balance),
      availableBalance: cents(account.AvailableBalance),
      comment: account.Comment ?? '',
      status: account.Status ?? '',
      rate: account.Rate ?? 0,
      loanDueDate: account.LoanDueDate ?? null,
      loanAmountDue: cents(account.LoanAmountDue),
      loanPastDue: cents(account.LoanPastDue),
      monthlyInstallment: cents(account.MonthlyInstallment),
      feesDue: cents(account.FeesDue),
      statementPreference: account.StatementPreference ?? '',
      nameOnAccount: account.NameOnAcct ?? '',
    })),
  );
}

/** An area's list: the shell asked for it as the page started, and its fresh answer is taken. */
export const fetchPreloadedAccountList = (api: KyInstance): Promise<ApiResult<Account[]>> =>
  fetchAccountList(api, { fetch: getAnswerHandoff().preloadedFetch('accountList') });
