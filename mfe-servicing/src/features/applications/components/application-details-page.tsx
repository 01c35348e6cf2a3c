import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import { formatFullDate, formatLongDate } from '../../../lib/format';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { usePortalState } from '@portal/shared-contracts';
import { fetchApplication } from '../../../api/application-list';
import {
  applicationDetailsErrors,
  applicationForDetails,
  PassedApplicationsSchema,
} from '../../../lib/application-rules';
import { failureOf } from '../../../lib/query-failure';
import { valueOrThrow } from '@portal/wire/api-result';
import * as v from 'valibot';
import { DocumentServices } from '../../../components/document-services';
import { formatMoney } from '@portal/money/cents';
import { ui } from '@portal/ui/class-names';

/** myaccount/applicationdetails/{applicationNumber}: from the dashboard row, or fetched. */
export default function ApplicationDetailsPage(_props: PageProps) {
  const number = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const location = useLocation();
  const api = useApi();
  const { flag } = useSettings();
  const personalName = usePortalState((state) => state.session?.personalName ?? '');
  // The dashboard passes the row keyed by application number; check it before showing it.
  const passed = v.safeParse(PassedApplicationsSchema, location.state ?? {});
  const fromRow = passed.success ? passed.output[number] : undefined;
  const fetched = useQuery({
    queryKey: ['application', number],
    queryFn: () => fetchApplication(api, number).then(valueOrThrow),
    enabled: !fromRow && number !== '',
  });
  const application = fromRow ? fromRow : fetched.data ? applicationForDetails(fetched.data) : null;
  const errors = applicationDetailsErrors(fetched.isError ? failureOf(fetched.error) : null);

  return (
    <section className={ui.card} aria-labelledby="application-heading">
      <h1 id="application-heading">Application Details</h1>
      <p>{personalName}</p>
      {!fromRow && fetched.isPending && <Spinner label="Loading application" />}
      <ErrorBanner messages={errors} />
      {application && (
        <dl className="servicing-figures">
          <dt>Application Number</dt>
          <dd>{application.number}</dd>
          {!flag('ApplicationDetails.HideStatus') && (
            <>
              <dt>Status</dt>
              <dd>{application.status}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideAmountRequested') && (
            <>
              <dt>Amount Requested</dt>
              <dd>{formatMoney(application.amountRequested)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideAmountApproved') && (
            <>
              <dt>Amount Approved</dt>
              <dd>{formatMoney(application.amountApproved)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideLastModified') && (
            <>
              <dt>Last Modified</dt>
              <dd>{formatLongDate(application.lastModified)}</dd>
            </>
          )}
          {!flag('ApplicationDetails.HideFundsExpected') && (
            <>
              <dt>Funds Expected</dt>
              <dd>{formatFullDate(application.fundsExpected) || 'Not yet known'}</dd>
            </>
          )}
        </dl>
      )}
      {application && flag('Features.FileServices') && (
        <DocumentServices
          context={{ docType: 'applicationNumber', uploadNumber: application.number }}
        />
      )}
    </section>
  );
}
