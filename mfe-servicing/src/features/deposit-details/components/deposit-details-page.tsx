import { usePortalState } from '@portal/shared-contracts';
import { displayAccountNumber } from '@portal/display/account-number';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@portal/ui/link';
import { fetchPreloadedAccountList } from '@portal/area-kit/account-list';
import { valueOrThrow } from '@portal/wire/api-result';
import { ErrorBanner } from '../../../components/error-banner';
import { FiguresSkeleton } from '../../../components/skeleton';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { accountKind, displayComment, formatRate } from '../../../lib/account-display';
import { formatMoney } from '@portal/money/cents';
import { ui } from '@portal/ui/class-names';

// A deposit's usual figures (Name on Account and Status are nearly always there; a Comment
// rarely is), so the link below stays put when they arrive.
const DEPOSIT_TERMS = [
  'Account',
  'Name on Account',
  'Balance',
  'Available Balance',
  'Rate',
  'Status',
  'Statement Preference',
];
const ACCOUNT_ERROR = 'An error occurred trying to retrieve account information.';

/** myaccount/deposits/depositDetails/{accountNumber}: a deposit or investment account. */
export default function DepositDetailsPage(_props: PageProps) {
  const rest = useParams()['*'] ?? '';
  const accountNumber = /^depositDetails\/([^/]+)/.exec(rest)?.[1] ?? '';
  const api = useApi();
  const checkDigits = usePortalState((state) => state.options?.institution.Deposit.CheckDigit ?? 0);
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(api).then(valueOrThrow),
  });
  const account = accounts.data?.find((item) => item.number === accountNumber);
  const kind = account ? accountKind(account.type) : undefined;
  const isDeposit = kind === 'Deposit' || kind === 'Investment';

  return (
    <section className={ui.card} aria-labelledby="deposit-heading">
      <h1 id="deposit-heading">
        {kind === 'Investment' ? 'Investment Details' : 'Deposit Details'}
      </h1>
      {accounts.isPending && <FiguresSkeleton label="Loading account" terms={DEPOSIT_TERMS} />}
      {(accounts.isError || (accounts.isSuccess && !isDeposit)) && (
        <ErrorBanner messages={[ACCOUNT_ERROR]} />
      )}
      {account && isDeposit && (
        <dl className="servicing-figures">
          <dt>Account</dt>
          <dd>
            {account.description} {displayAccountNumber(account.number, checkDigits)}
          </dd>
          {account.nameOnAccount && (
            <>
              <dt>Name on Account</dt>
              <dd>{account.nameOnAccount}</dd>
            </>
          )}
          <dt>Balance</dt>
          <dd>{formatMoney(account.balance)}</dd>
          <dt>Available Balance</dt>
          <dd>{formatMoney(account.availableBalance)}</dd>
          <dt>Rate</dt>
          <dd>{formatRate(account.rate)}</dd>
          {account.status && (
            <>
              <dt>Status</dt>
              <dd>{account.status}</dd>
            </>
          )}
          {displayComment(account.comment) && (
            <>
              <dt>Comment</dt>
              <dd>{displayComment(account.comment)}</dd>
            </>
          )}
          <dt>Statement Preference</dt>
          <dd>{account.statementPreference === 'ElectronicOnly' ? 'Electronic' : 'Paper'}</dd>
        </dl>
      )}
      <p>
        <Link to="/myaccount/dashboard">Back to My Accounts</Link>
      </p>
    </section>
  );
}
