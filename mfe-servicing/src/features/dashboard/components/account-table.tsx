import { displayAccountNumber } from '@portal/display/account-number';
import { Link } from '@portal/ui/link';
import {
  displayStatus,
  formatRate,
  type AccountKind,
  type DashboardAccount,
} from '../../../lib/account-display';
import { formatWireDay } from '@portal/display/wire-day';
import { useSettings } from '../../../lib/servicing-settings';
import { formatMoney } from '@portal/money/cents';
import { ui } from '@portal/ui/class-names';

const CAPTIONS: Record<AccountKind, string> = {
  Deposit: 'Deposit Accounts',
  Loan: 'Loan Accounts',
  LineOfCredit: 'Lines of Credit',
  Investment: 'Investment Accounts',
};

const formatDate = (iso: string | null) => formatWireDay(iso);

function detailsPath(account: DashboardAccount, ezPayDisabled: boolean): string | null {
  if (account.kind === 'Loan' || account.kind === 'LineOfCredit') {
    return ezPayDisabled ? null : `/myaccount/loanDetails/${account.number}`;
  }
  return `/myaccount/deposits/depositDetails/${account.number}`;
}

export function AccountTable({
  kind,
  accounts,
}: {
  kind: AccountKind;
  accounts: DashboardAccount[];
}) {
  const settings = useSettings();
  const institution = settings.institution;
  const ezPayDisabled = settings.flag('Payments.DisableEZPayOption');
  const checkDigits =
    (kind === 'Deposit' ? institution?.Deposit : institution?.Loan)?.CheckDigit ?? 0;
  const isLoan = kind === 'Loan' || kind === 'LineOfCredit';

  return (
    <table className={ui.table}>
      <caption>{CAPTIONS[kind]}</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className={ui.number}>
            Balance
          </th>
          <th scope="col" className={ui.number}>
            Rate
          </th>
          {isLoan && (
            <th scope="col" className={ui.number}>
              Due Date
            </th>
          )}
          {isLoan && (
            <th scope="col" className={ui.number}>
              Amount Due
            </th>
          )}
          {isLoan && <th scope="col">Status</th>}
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const path = detailsPath(account, ezPayDisabled);
          const label = `${account.description} ${displayAccountNumber(account.number, checkDigits)}`;
          return (
            <tr
              key={account.number}
              className={[
                account.closed && 'servicing-row--closed',
                account.loanPastDue > 0 && 'servicing-row--past-due',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <th scope="row">{path ? <Link to={path}>{label}</Link> : label}</th>
              <td className={ui.number} data-label="Balance">
                {formatMoney(account.balance)}
              </td>
              <td className={ui.number} data-label="Rate">
                {formatRate(account.rate)}
              </td>
              {isLoan && (
                <td className={ui.number} data-label="Due Date">
                  {formatDate(account.loanDueDate)}
                </td>
              )}
              {isLoan && (
                <td className={ui.number} data-label="Amount Due">
                  {formatMoney(account.loanAmountDue)}
                </td>
              )}
              {isLoan && (
                <td data-label="Status">
                  {account.closed ? 'Closed' : displayStatus(account.status)}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
