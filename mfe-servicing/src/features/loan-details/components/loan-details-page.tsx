import { usePortalState } from '@portal/shared-contracts';
import { pageErrorState } from '@portal/area-kit/page-error-state';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { fetchPreloadedAccountList } from '@portal/area-kit/account-list';
import { valueOrThrow } from '@portal/wire/api-result';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { isClosed } from '../../../lib/account-status';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { useAccountDetails } from '../hooks/account-details-cache';
import { accountFlagMessages } from '../rules/loan-figures';
import { AccountHistory } from './account-history';
import { AlertsSection } from './alerts-section';
import { EStatementsSection } from './e-statements-section';
import { LoanInformation } from './loan-information';
import { LoanInformationSkeleton } from './loan-information-skeleton';
import { PaymentLists } from './payment-lists';
import { lazyPart } from '@portal/ui/lazy-part';
import { preload } from '@portal/ui/load-on-intent';

const PAGE_LOAD_ERROR = 'An error occurred while trying to load that page.';

// The documents block (uploads and their progress) shows only where file services are on: its
// code downloads there, beside the account's details, and nowhere else (issue 14).
const LoanDocuments = lazyPart(() => import('./loan-documents').then((m) => m.LoanDocuments));

/** myaccount/loanDetails/{accountNumber} (spec 3 §2 Loan account details page). */
export default function LoanDetailsPage(_props: PageProps) {
  const accountNumber = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const api = useApi();
  const { flag } = useSettings();
  const checkDigits = usePortalState((state) => state.options?.institution.Loan.CheckDigit ?? 0);
  const details = useAccountDetails(accountNumber);
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(api).then(valueOrThrow),
  });
  const failed = accountNumber === '' || details.isError;
  const showDocuments = flag('Features.FileServices') && !flag('LoanDetails.HideAccountDocuments');
  useEffect(() => {
    if (showDocuments) preload(LoanDocuments.preload);
  }, [showDocuments]);

  // A missing account number or a failed load goes to the dashboard with the page-load banner.
  if (failed)
    return <Navigate to="/myaccount/dashboard" replace state={pageErrorState(PAGE_LOAD_ERROR)} />;
  if (details.isPending) return <LoanInformationSkeleton />;

  const data = details.data;
  const listed = accounts.data?.find((account) => account.number === accountNumber);
  const closed = listed ? isClosed(listed) : false;
  const flags = accountFlagMessages(data.flags);

  return (
    <div>
      <ErrorBanner messages={flags} />
      <LoanInformation
        info={data.information}
        closed={closed}
        checkDigits={checkDigits}
        balance={listed?.balance ?? null}
      />
      <PaymentLists payments={data.information.payments} />
      <AccountHistory
        accountNumber={accountNumber}
        daysSinceOpened={data.information.daysSinceOpened}
      />
      {!flag('LoanDetails.HideEStatements') && (
        <EStatementsSection
          accountNumber={accountNumber}
          format={data.statementFormat}
          closed={closed}
        />
      )}
      {showDocuments && (
        <Suspense fallback={<Spinner label="Loading documents" size={35} />}>
          <LoanDocuments accountNumber={accountNumber} />
        </Suspense>
      )}
      {!closed && <AlertsSection accountNumber={accountNumber} saved={data.alerts} />}
    </div>
  );
}
