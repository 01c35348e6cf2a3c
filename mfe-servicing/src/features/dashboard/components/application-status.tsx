import { useApi } from '../../../lib/use-api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { Skeleton, SkeletonBar } from '../../../components/skeleton';
import { formatShortDate } from '../../../lib/format';
import { fetchApplicationList } from '../../../api/application-list';
import { applicationErrors, applicationForDetails } from '../../../lib/application-rules';
import { formatMoney } from '@portal/money/cents';
import { valueOrThrow } from '@portal/wire/api-result';
import { failureOf } from '../../../lib/query-failure';
import { ui } from '@portal/ui/class-names';

/** Dashboard section: loan applications of the last 30 days. */
export function ApplicationStatus() {
  const navigate = useNavigate();
  const api = useApi();
  const list = useQuery({
    queryKey: ['applications'],
    queryFn: () => fetchApplicationList(api).then(valueOrThrow),
  });
  const errors = applicationErrors(list.isError ? failureOf(list.error) : null);
  const applications = list.data ?? [];

  return (
    <section aria-labelledby="applications-heading" className={ui.card}>
      <h2 id="applications-heading">Application Status</h2>
      {/* One line, as the answer of none is: Previous Login below keeps its place. */}
      {list.isPending && (
        <Skeleton label="Loading applications">
          <p>
            <SkeletonBar sample="Application 00000000" />
          </p>
        </Skeleton>
      )}
      <ErrorBanner messages={errors} />
      {list.isSuccess && errors.length === 0 && applications.length === 0 && (
        <p>No applications found.</p>
      )}
      {applications.length > 0 && (
        <table className={ui.table}>
          <caption className={ui.visuallyHidden}>Applications</caption>
          <thead>
            <tr>
              <th scope="col">Application</th>
              <th scope="col">Status</th>
              <th scope="col" className={ui.number}>
                Amount Requested
              </th>
              <th scope="col" className={ui.number}>
                Last Modified
              </th>
            </tr>
          </thead>
          <tbody>
            {applications.map((application) => (
              <tr key={application.number}>
                <th scope="row">
                  <a
                    href={`#/myaccount/applicationdetails/${encodeURIComponent(application.number)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      const row = applicationForDetails(application);
                      void navigate(`/myaccount/applicationdetails/${row.number}`, {
                        state: { [row.number]: row },
                      });
                    }}
                  >
                    {application.number}
                  </a>
                </th>
                <td data-label="Status">{application.status}</td>
                <td className={ui.number} data-label="Amount Requested">
                  {formatMoney(application.amountRequested)}
                </td>
                <td className={ui.number} data-label="Last Modified">
                  {formatShortDate(application.lastModified)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
