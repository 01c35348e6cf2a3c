import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { ListSkeleton, SkeletonBar, TableSkeleton } from '../../../components/skeleton';
import { useApi } from '../../../lib/use-api';
import { formatShortDate } from '../../../lib/format';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  DOWNLOAD_TYPES,
  fetchAccountHistory,
  historyDownloadUrl,
  retrieveHistoryDownloadToken,
  type DownloadType,
  type HistoryRow,
} from '../api/account-history';
import {
  DEFAULT_HISTORY_SORT,
  DEFAULT_HISTORY_WINDOW,
  HISTORY_EMPTY,
  HISTORY_ERROR,
  HISTORY_WINDOWS,
  historyDays,
  historyErrorMessage,
  nextSort,
  sortHistory,
  type HistorySortKey,
  type HistoryWindow,
} from '../rules/history';
import { cx, ui } from '@portal/ui/class-names';
import { formatMoney } from '@portal/money/cents';
import { valueOrThrow } from '@portal/wire/api-result';
import { refusalCodeOf } from '../../../lib/query-failure';

const COLUMNS: { key: HistorySortKey; label: string; money: boolean }[] = [
  { key: 'date', label: 'Date', money: false },
  { key: 'description', label: 'Description', money: false },
  { key: 'principal', label: 'Principal', money: true },
  { key: 'interest', label: 'Interest', money: true },
  { key: 'other', label: 'Other', money: true },
  { key: 'total', label: 'Total', money: true },
  { key: 'principalBalance', label: 'Principal Balance', money: true },
];

const cell = (row: HistoryRow, key: HistorySortKey) =>
  key === 'date'
    ? formatShortDate(row.date)
    : key === 'description'
      ? row.description
      : formatMoney(row[key]);

/** Loan history: 30/60/90/All, sortable table on desktop, expandable list on mobile, CSV/PDF. */
export function AccountHistory({
  accountNumber,
  daysSinceOpened,
}: {
  accountNumber: string;
  daysSinceOpened: number;
}) {
  const api = useApi();
  const groupId = useId();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [period, setPeriod] = useState<HistoryWindow>(DEFAULT_HISTORY_WINDOW);
  const [sort, setSort] = useState(DEFAULT_HISTORY_SORT);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const days = historyDays(period, daysSinceOpened);
  const history = useQuery({
    queryKey: ['history', accountNumber, days],
    queryFn: () => fetchAccountHistory(api, accountNumber, days).then(valueOrThrow),
  });

  const errors = history.isError ? [historyErrorMessage(refusalCodeOf(history.error))] : [];
  const rows = sortHistory(history.data ?? [], sort);

  async function download(type: DownloadType) {
    setDownloadError(null);
    const token = await retrieveHistoryDownloadToken(api, accountNumber, days, type).catch(
      () => null,
    );
    if (token?.kind === 'ok') openInNewWindow(historyDownloadUrl(token.value));
    else setDownloadError(HISTORY_ERROR);
  }

  return (
    <section aria-labelledby="history-heading" className={ui.card}>
      <h2 id="history-heading">Loan History</h2>
      <div role="radiogroup" aria-label="History period" className="servicing-button-row">
        {HISTORY_WINDOWS.map((option) => (
          <label key={String(option)} className={ui.choice}>
            <input
              type="radio"
              name={`${groupId}-window`}
              checked={period === option}
              onChange={() => setPeriod(option)}
            />{' '}
            {option === 'all' ? 'All' : `${option} days`}
          </label>
        ))}
      </div>
      <div className="servicing-button-row">
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          onClick={() => void download(DOWNLOAD_TYPES.Csv)}
        >
          Download CSV
        </button>
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          onClick={() => void download(DOWNLOAD_TYPES.Pdf)}
        >
          Download PDF
        </button>
      </div>
      <ErrorBanner messages={[...errors, ...(downloadError ? [downloadError] : [])]} />
      {history.isPending &&
        (mobile ? (
          <ListSkeleton
            label="Loading history"
            items={3}
            className="history-list"
            item={
              <details>
                <summary>
                  <SkeletonBar sample="01/01 Regular Payment $000.00" />
                </summary>
              </details>
            }
          />
        ) : (
          <TableSkeleton
            label="Loading history"
            caption="Loan history"
            columns={COLUMNS.map((column) => ({ label: column.label, number: column.money }))}
            rows={3}
          />
        ))}
      {history.isSuccess && errors.length === 0 && rows.length === 0 && <p>{HISTORY_EMPTY}</p>}
      {rows.length > 0 && !mobile && (
        <table className={cx(ui.table, ui.tableSortable)}>
          <caption className={ui.visuallyHidden}>Loan history</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.money ? ui.number : undefined}
                  aria-sort={sort.key === column.key ? sort.direction : 'none'}
                >
                  <button
                    type="button"
                    className="servicing-sort-button"
                    onClick={() => setSort(nextSort(sort, column.key))}
                  >
                    {column.label}
                    {sort.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.date}-${row.time}-${index}`}>
                {COLUMNS.map((column) => (
                  <td
                    key={column.key}
                    className={column.money ? ui.number : undefined}
                    data-label={column.label}
                  >
                    {cell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > 0 && mobile && (
        <ul className="history-list">
          {rows.map((row, index) => (
            <li key={`${row.date}-${row.time}-${index}`}>
              <details>
                <summary>
                  {formatShortDate(row.date)} {row.description} {formatMoney(row.total)}
                </summary>
                <dl className="servicing-figures">
                  {COLUMNS.filter((column) => column.money).map((column) => (
                    <div key={column.key} className="servicing-contents">
                      <dt>{column.label}</dt>
                      <dd>{cell(row, column.key)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The file opens in a new window with its one-time token (spec 3 §7). */
function openInNewWindow(url: string) {
  window.open(url, '_blank', 'noopener');
}
