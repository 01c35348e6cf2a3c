// GET /api/accountList (spec 2 §7, spec 3 §3 Account): the signed-in borrower's accounts.
import { accountList } from '@portal/api-contract/payments/account-list';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { getAnswerHandoff } from '@portal/shared-contracts';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface Account {
  number: string;
  description: string;
  /** Loan 0; deposit 1, 3, 5, 6; investment 7, 8; line of credit 9 (spec 3 §3). */
  type: number;
  balance: Cents;
  availableBalance: Cents;
  /** The closed marker lives here ("CLOSED"); nox$ is blanked on display. */
  comment: string;
  status: string;
  /** Percent, e.g. 5.49. */
  rate: number;
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

export async function fetchAccountList(api: KyInstance): Promise<ApiResult<Account[]>> {
  // The shell asked for the list as the page started: its answer, if fresh, spares a second call.
  const fetch = getAnswerHandoff().preloadedFetch('accountList');
  return mapResult(await call(api, accountList, {}, { fetch }), (body) =>
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
