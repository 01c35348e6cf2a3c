import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { ErrorBanner } from '../../../components/error-banner';
import { TableSkeleton } from '../../../components/skeleton';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { fetchLoginHistory } from '../api/login-history';
import { valueOrThrow } from '@portal/wire/api-result';
import { ui } from '@portal/ui/class-names';

const NO_LOGINS = 'No previous logins to show.';
const LOGIN_COLUMNS = [{ label: 'Date' }, { label: 'IP Address', number: true }];
const LOGIN_HISTORY_ERROR = 'Error: Cannot Get Login History.';

const formatLogin = (iso: string) => {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.toLocal().toFormat('MM/dd/yyyy h:mm a') : iso;
};

/** myaccount/loginHistory: a table of Date and IP address per login. */
export default function LoginHistoryPage(_props: PageProps) {
  const api = useApi();
  const history = useQuery({
    queryKey: ['loginHistory'],
    queryFn: () => fetchLoginHistory(api).then(valueOrThrow),
  });
  return (
    <section className={ui.card} aria-labelledby="login-history-heading">
      <h1 id="login-history-heading">Login History</h1>
      {history.isPending && (
        <TableSkeleton
          label="Loading login history"
          caption="Previous logins"
          columns={LOGIN_COLUMNS}
          rows={5}
        />
      )}
      {history.isError && <ErrorBanner messages={[LOGIN_HISTORY_ERROR]} />}
      {history.data?.length === 0 && <p>{NO_LOGINS}</p>}
      {!!history.data?.length && (
        <table className={ui.table}>
          <caption className={ui.visuallyHidden}>Previous logins</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className={ui.number}>
                IP Address
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <tr key={entry.key}>
                <td data-label="Date">{formatLogin(entry.loggedInAt)}</td>
                <td className={ui.number} data-label="IP Address">
                  {entry.ipAddress}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
