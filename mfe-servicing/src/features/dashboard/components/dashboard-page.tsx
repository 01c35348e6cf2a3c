import { getDialogs, usePortalState } from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { RichText } from '../../../components/rich-text';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { ApplicationStatus } from './application-status';
import { fetchPreloadedAccountList } from '@portal/area-kit/account-list';
import { refusalCodeOf } from '../../../lib/query-failure';
import { valueOrThrow } from '@portal/wire/api-result';
import { ACCOUNT_KINDS, groupAccounts } from '../../../lib/account-display';
import { showClosedToggle, showMakePayment } from '../rules/dashboard-actions';
import { AccountTable } from './account-table';
import { AccountsSkeleton } from './accounts-skeleton';
import { PreviousLogin } from './previous-login';
import { LoansDue, LoansDueSkeleton } from './loans-due';
import { cx, ui } from '@portal/ui/class-names';
import { Choice } from '@portal/ui/choice';

const ACCOUNT_LIST_ERROR = 'An error occurred trying to retrieve the account list.';

export default function DashboardPage(_props: PageProps) {
  const [showClosed, setShowClosed] = useState(false);
  const navigate = useNavigate();
  const api = useApi();
  const { text, flag, institution } = useSettings();
  const session = usePortalState((state) => state.session);
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(api).then(valueOrThrow),
  });

  const list = accounts.data ?? [];
  const groups = groupAccounts(list, showClosed);
  // A refusal shows the back end's message; any other failure the spec's sentence.
  const errors = accounts.isError ? [refusalCodeOf(accounts.error) ?? ACCOUNT_LIST_ERROR] : [];
  const canPay = !flag('Payments.DisableEZPayOption');
  const loanCheckDigits = institution?.Loan?.CheckDigit ?? 0;
  const bannerUrl = text('Dashboard.BannerImageUrl');
  const applyUrl = text('Links.ApplyForLoanUrl');

  // The shell's one apply-for-loan notice (spec 3 §2 Modals: 300px, the settings' text, the
  // configured URL or the token-based consumer link). A shell without it: open the URL directly.
  async function applyForLoan() {
    const { showNotice } = getDialogs();
    if (showNotice) await showNotice('applyForLoan');
    else if (applyUrl) window.open(applyUrl, '_blank', 'noopener');
  }

  return (
    <section aria-labelledby="dashboard-heading">
      {bannerUrl && (
        <img
          className="servicing-dashboard-banner"
          src={bannerUrl}
          alt={text('Dashboard.BannerImageAlt')}
        />
      )}
      <h1 id="dashboard-heading">My Accounts</h1>
      <RichText className="servicing-info-text" html={text('Dashboard.InfoText')} />
      <RichText className="servicing-info-text" html={text('Dashboard.InfoText2')} />
      {session && !session.hasEmailAddress && (
        <div className={cx(ui.banner, ui.bannerInfo)} role="status">
          {text('Dashboard.NoEmailWarning')}
        </div>
      )}
      {/* What is due comes first; balances and rates follow in the tables. */}
      {accounts.isPending && <LoansDueSkeleton canPay={canPay} />}
      {accounts.isSuccess && (
        <LoansDue accounts={list} checkDigits={loanCheckDigits} canPay={canPay} />
      )}
      <ErrorBanner messages={errors} />
      {accounts.isSuccess && errors.length === 0 && list.length === 0 && (
        <p>No Existing Accounts</p>
      )}
      {showClosedToggle(list) && (
        <Choice
          label="Show closed accounts"
          checked={showClosed}
          onChange={(e) => setShowClosed(e.target.checked)}
        />
      )}
      {list.length > 0 && groups.size === 0 && <p>No open accounts.</p>}
      {accounts.isPending && <AccountsSkeleton />}
      {ACCOUNT_KINDS.filter((kind) => groups.has(kind)).map((kind) => (
        <AccountTable key={kind} kind={kind} accounts={groups.get(kind) ?? []} />
      ))}
      {/* Shown once the account list has its size, so the list never pushes them down. The
          general Make Payment and Apply for a loan follow the accounts: each loan above has its
          own Make Payment, and applying belongs with the application status. */}
      <div hidden={accounts.isPending}>
        <div className="servicing-button-row">
          {accounts.isSuccess && showMakePayment(flag('Payments.DisableEZPayOption'), list) && (
            <button
              type="button"
              className={ui.button}
              onClick={() => void navigate('/myaccount/payment')}
            >
              Make Payment
            </button>
          )}
          {flag('Features.LoanApplication') && (
            <button
              type="button"
              className={cx(ui.button, ui.buttonSecondary)}
              onClick={() => void applyForLoan()}
            >
              Apply for a loan
            </button>
          )}
        </div>
        <ApplicationStatus />
        <PreviousLogin />
      </div>
    </section>
  );
}
