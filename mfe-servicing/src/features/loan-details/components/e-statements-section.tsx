import { getDialogs, usePortalState } from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/api-context';
import { formatShortDate } from '../../../lib/format';
import { useSettings } from '../../../lib/use-settings';
import { fetchPassableToken } from '../../documents/api/documents';
import {
  fetchAmsiveStatementUrl,
  fetchStatementList,
  setStatementFormat,
  type Statement,
} from '../api/alerts-and-statements';
import { saveErrors } from '../rules/alerts';
import { NO_EMAIL, NO_STATEMENTS, statementAccess, statementYears } from '../rules/e-statements';

/** E-statements: years, the statement list by provider, and the consent toggle. */
export function EStatementsSection({
  accountNumber,
  format,
  closed,
}: {
  accountNumber: string;
  format: string;
  closed: boolean;
}) {
  const api = useApi();
  const ids = useId();
  const { text, flag } = useSettings();
  const session = usePortalState((state) => state.session);
  const years = statementYears(DateTime.now());
  const [year, setYear] = useState(years[0] ?? DateTime.now().year);
  const [electronic, setElectronic] = useState(format === 'ElectronicOnly');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const list = useQuery({
    queryKey: ['statements', accountNumber, year],
    queryFn: () => fetchStatementList(api, accountNumber, year),
  });
  const statements = list.data?.StatementList ?? [];

  async function toggle(on: boolean) {
    setErrors([]);
    if (on && !session?.hasEmailAddress) {
      setErrors([NO_EMAIL]);
      return;
    }
    const dialogs = getDialogs();
    if (on) {
      await dialogs.showAgreeText({
        title: 'E-Statement Agreement',
        html: text('EStatements.AgreementText'),
      });
      const agreed = await dialogs.confirm({
        title: 'E-Statements',
        text: flag('EStatements.ConfirmConsent')
          ? text('EStatements.ConsentText')
          : 'Do you agree to the e-statement agreement?',
        confirmLabel: 'Agree',
        cancelLabel: 'Cancel',
      });
      if (!agreed) return; // the toggle stays as it was
    } else {
      const withdraw = await dialogs.confirm({
        title: 'E-Statements',
        text: text('EStatements.WithdrawText'),
        confirmLabel: 'Withdraw',
        cancelLabel: 'Cancel',
      });
      if (!withdraw) return;
    }
    setBusy(true);
    try {
      const result = await setStatementFormat(
        api,
        accountNumber,
        on ? 'ElectronicOnly' : 'PaperOnly',
      );
      if (result.HasNoErrors) setElectronic(on);
      else setErrors(saveErrors(result.Errors ?? []));
    } catch {
      setErrors(['Error']);
    } finally {
      setBusy(false);
    }
  }

  async function open(statement: Statement) {
    const tab = window.open('', '_blank');
    try {
      const access = statementAccess(statement.Provider);
      let url: string | null = null;
      if (access === 'external')
        url = await fetchAmsiveStatementUrl(api, session?.userToken ?? '', statement);
      else {
        const token = await fetchPassableToken(api);
        url =
          access === 'download'
            ? `/api/AccountEStatements/GetBroadridgeDocument?${new URLSearchParams({ token, documentId: String(statement.Id), date: statement.Date.slice(0, 10) }).toString()}`
            : `/api/AccountEstatements/ViewStatement?${new URLSearchParams({ Date: statement.Date, Number: statement.Number, Start: '', End: '', Type: String(statement.Type), Id: String(statement.Id), token }).toString()}`;
      }
      if (tab && url) tab.location.href = url;
      else tab?.close();
    } catch {
      tab?.close();
      setErrors(['Error']);
    }
  }

  return (
    <section className="card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>E-Statements</h2>
      {flag('EStatements.AgreementUpdated') && (
        <div className="banner banner--info" role="status">
          The e-statement agreement has been updated.
        </div>
      )}
      <ErrorBanner messages={errors} />
      {!closed && (
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={electronic}
            disabled={busy}
            onChange={(event) => void toggle(event.target.checked)}
          />{' '}
          Receive statements electronically
        </label>
      )}
      <div className="field">
        <label htmlFor={`${ids}-year`}>Year</label>
        <select
          id={`${ids}-year`}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {list.isPending && <Spinner label="Loading statements" size={22} />}
      {list.isSuccess && statements.length === 0 && <p>{NO_STATEMENTS}</p>}
      {statements.length > 0 && (
        <ul aria-label="Statements">
          {statements.map((statement) => (
            <li key={String(statement.Id)}>
              <button type="button" className="link-button" onClick={() => void open(statement)}>
                Statement {formatShortDate(statement.Date)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
