import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import * as v from 'valibot';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/api-context';
import { formatFullDate, formatLongDate } from '../../../lib/format';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '@portal/settings/use-settings';
import { usePortalState } from '@portal/shared-contracts';
import { ApplicationSchema, fetchApplication } from '../../../api/application-list';
import { applicationDetailsErrors, applicationForDetails } from '../../../lib/application-rules';
import { DocumentServices } from '../../../components/document-services';
import { formatDollars } from '@portal/money/cents';
import { ui } from '@portal/ui/class-names';

const CONNECT_ERROR = 'Cannot connect to the service';

/** myaccount/applicationdetails/{applicationNumber}: from the dashboard row, or fetched. */
export default function ApplicationDetailsPage(_props: PageProps) {
  const number = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const location = useLocation();
  const api = useApi();
  const { flag } = useSettings();
  const personalName = usePortalState((state) => state.session?.personalName ?? '');
  // The dashboard passes the row keyed by application number; validate it like wire data.
  const passed = v.safeParse(v.record(v.string(), ApplicationSchema), location.state ?? {});
  const fromRow = passed.success ? passed.output[number] : undefined;
  const fetched = useQuery({
    queryKey: ['application', number],
    queryFn: () => fetchApplication(api, number),
    enabled: !fromRow && number !== '',
  });
  const application = fromRow
    ? fromRow
    : fetched.data?.Application
      ? applicationForDetails(fetched.data.Application)
      : null;
  const errors = fetched.isError
    ? [CONNECT_ERROR]
    : fetched.data
      ? applicationDetailsErrors(fetched.data.HasNoErrors, fetched.data.Errors)
      : [];

  return (
    <section className={ui.card} aria-labelledby="application-heading">
      <h1 id="application-heading">Application Details</h1>
      <p>{personalName}</p>
      {!fromRow && fetched.isPending && <Spinner label="Loading application" />}
      <ErrorBanner messages={errors} />
      {application && (
        <dl className="servicing-figures">
          <dt>Application Number</dt>
          <dd>{application.ApplicationNumber}</dd>
          {!flag('ApplicationDetails.HideStatus') && (
            <>
              <dt>Status</dt>
              <dd>{application.Status}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideAmountRequested') && (
            <>
              <dt>Amount Requested</dt>
              <dd>{formatDollars(application.AmountRequested)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideAmountApproved') && (
            <>
              <dt>Amount Approved</dt>
              <dd>{formatDollars(application.AmountApproved)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideLastModified') && (
            <>
              <dt>Last Modified</dt>
              <dd>{formatLongDate(application.LastModified)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideFundsExpected') && (
            <>
              <dt>Funds Expected</dt>
              <dd>{formatFullDate(application.FundsExpected) || 'Not yet known'}</dd>
            </>
          )}
        </dl>
      )}
      {application && flag('Features.FileServices') && (
        <DocumentServices
          context={{ docType: 'applicationNumber', uploadNumber: application.ApplicationNumber }}
        />
      )}
    </section>
  );
}
