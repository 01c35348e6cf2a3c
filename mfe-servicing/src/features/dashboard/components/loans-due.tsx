// The dashboard's first section (issue 55): for each open loan, what is due and when, and its
// own Make Payment that opens the payment page on that loan.
import { displayAccountNumber } from '@portal/display/account-number';
import { formatMoney } from '@portal/money/cents';
import { loanPaymentPath } from '@portal/routes/route-table';
import { ui } from '@portal/ui/class-names';
import { Link } from '@portal/ui/link';
import type { Account } from '@portal/area-kit/account-list';
import { formatWireDay } from '@portal/display/wire-day';
import { KeyFigures } from '../../../components/key-figures';
import { Skeleton } from '../../../components/skeleton';
import { loansDue } from '../rules/loans-due';
import { PLACEHOLDER_LOAN } from './placeholder-loan';

export interface LoansDueProps {
  accounts: readonly Account[];
  checkDigits: number;
  /** Online payments are on (EZPay not disabled). */
  canPay: boolean;
}

export function LoansDue({ accounts, checkDigits, canPay }: LoansDueProps) {
  const loans = loansDue(accounts);
  if (loans.length === 0) return null;
  return (
    <section className="servicing-due" aria-labelledby="loans-due-heading">
      <h2 id="loans-due-heading">Payments Due</h2>
      <ul className="servicing-due__list">
        {loans.map((loan) => (
          <DueCard
            key={loan.number}
            loan={loan}
            shownNumber={displayAccountNumber(loan.number, checkDigits)}
            canPay={canPay}
          />
        ))}
      </ul>
    </section>
  );
}

interface DueCardProps {
  loan: Account;
  /** The account number as shown everywhere (without the check digit). */
  shownNumber: string;
  canPay: boolean;
}

function DueCard({ loan, shownNumber, canPay }: DueCardProps) {
  return (
    <li className="servicing-due__card">
      {/* The number on a line of its own: the card keeps its height whatever the loan's name. */}
      <h3 className="servicing-due__loan">
        {`${loan.description} `}
        <span className="servicing-due__number">{shownNumber}</span>
      </h3>
      <KeyFigures
        figures={[
          {
            label: 'Amount Due',
            value: formatMoney(loan.loanAmountDue),
            valueClassName: 'servicing-due__amount',
          },
          { label: 'Due Date', value: formatWireDay(loan.loanDueDate) || 'None' },
          loan.loanPastDue > 0 && {
            label: 'Past Due',
            value: formatMoney(loan.loanPastDue),
            className: 'servicing-due__past',
          },
        ]}
      />
      {canPay && (
        <Link className={ui.button} to={loanPaymentPath(loan.number)}>
          {/* The number alone names the loan: the description is the table's link name. */}
          Make Payment <span className={ui.visuallyHidden}>for {shownNumber}</span>
        </Link>
      )}
    </li>
  );
}

/** The section's place while the account list loads: one card, as most borrowers have one loan. */
export function LoansDueSkeleton({ canPay }: { canPay: boolean }) {
  return (
    <Skeleton label="Loading your payments due">
      <section className="servicing-due">
        <h2>Payments Due</h2>
        <ul className="servicing-due__list">
          <DueCard loan={PLACEHOLDER_LOAN} shownNumber="0000000000" canPay={canPay} />
        </ul>
      </section>
    </Skeleton>
  );
}
