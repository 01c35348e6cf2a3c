import { valueOrThrow } from '@portal/wire/api-result';
import { getDialogs, usePortalState } from '@portal/shared-contracts';
import { AGREEMENT_SETTING_KEYS } from '@portal/agreements/agreement-setup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useBusinessDate, type BusinessDay } from '../../../api/business-date';
import { ErrorBanner } from '../../../components/error-banner';
import { Skeleton, SkeletonBar } from '../../../components/skeleton';
import { useApi } from '../../../lib/use-api';
import { formatShortDate } from '../../../lib/format';
import { useSettings } from '../../../lib/servicing-settings';
import { fetchPassableToken } from '../../../api/passable-token';
import {
  broadridgeDocumentUrl,
  fetchAmsiveStatementUrl,
  fetchStatementList,
  setStatementFormat,
  viewStatementUrl,
  type Statement,
} from '../api/alerts-and-statements';
import { logEStatementAgreements } from '../api/agreement-logging';
import { useRecordSaved } from '../hooks/account-details-cache';
import { saveErrors } from '../rules/alerts';
import {
  AGREEMENT_POST_FAILED,
  eStatementAgreements,
  hostNumbersOf,
} from '../rules/e-statement-agreements';
import { NO_EMAIL, NO_STATEMENTS, statementAccess, statementYears } from '../rules/e-statements';
import { cx, ui } from '@portal/ui/class-names';
import { loadOnIntent } from '@portal/ui/load-on-intent';
import { lazyPart } from '@portal/ui/lazy-part';

// The agreement dialog downloads when the borrower heads for the switch (pointer or focus) or
// turns it on, not with the page.
const loadAgreementDialog = () => import('./e-statement-agreement-dialog');
const EStatementAgreementDialog = lazyPart(() =>
  loadAgreementDialog().then((m) => m.EStatementAgreementDialog),
);

interface EStatementsProps {
  accountNumber: string;
  format: string;
  closed: boolean;
}

/**
 * E-statements: years, the statement list by provider, and the consent toggle. The years and the
 * agreements in force count from the institution's business day, not the browser's clock.
 */
export function EStatementsSection(props: EStatementsProps) {
  const today = useBusinessDate();
  if (today.data) return <EStatements {...props} today={today.data} />;
  if (today.isError) return <ErrorBanner messages={[NO_STATEMENTS]} />;
  return <EStatementsSkeleton closed={props.closed} />;
}

/**
 * The section as it will stand, while the business day its years count from loads: the sections
 * below it (documents, alerts) do not move when it arrives.
 */
function EStatementsSkeleton({ closed }: { closed: boolean }) {
  const headingId = useId();
  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <h2 id={headingId}>E-Statements</h2>
      <Skeleton label="Loading e-statements">
        {/* The controls' shapes, unlabelled (no query for the real ones finds these), their
            texts greyed at the length they wrap at. */}
        {!closed && (
          <span className={ui.choice}>
            <input type="checkbox" disabled />{' '}
            <SkeletonBar sample="Receive statements electronically" />
          </span>
        )}
        <div className={ui.field}>
          <SkeletonBar sample="Year" />
          <select disabled />
        </div>
        {STATEMENTS_SHAPE}
      </Skeleton>
    </section>
  );
}

/** A statement's link-like button, the same in the list and in its loading shape. */
function StatementButton({ children, onClick }: { children: ReactNode; onClick?: () => void }) {
  return (
    <button type="button" className={ui.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** One statement's row (its button 44 px on phones): how many is known only when they arrive. */
const STATEMENTS_SHAPE = (
  <ul>
    <li>
      <StatementButton>
        <SkeletonBar sample="Statement 01/01/2026" />
      </StatementButton>
    </li>
  </ul>
);

function EStatements({
  accountNumber,
  format,
  closed,
  today,
}: EStatementsProps & { today: BusinessDay }) {
  const api = useApi();
  const recordSaved = useRecordSaved(accountNumber);
  const ids = useId();
  const { text, flag } = useSettings();
  const session = usePortalState((state) => state.session);
  const years = statementYears(today);
  const [year, setYear] = useState(years[0] ?? 0);
  const [electronic, setElectronic] = useState(format === 'ElectronicOnly');
  const [agreeing, setAgreeing] = useState(false);
  const agreements = eStatementAgreements(
    AGREEMENT_SETTING_KEYS.map((key) => text(key)),
    { richText: flag('Agreements.RichText'), fallbackHtml: text('EStatements.AgreementText') },
    today,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const list = useQuery({
    queryKey: ['statements', accountNumber, year],
    queryFn: () => fetchStatementList(api, accountNumber, year).then(valueOrThrow),
  });
  const statements = list.data ?? [];

  // Turning on: the agreement first (its dialog), then the optional consent confirmation.
  function toggle(on: boolean) {
    setErrors([]);
    if (on && !session?.hasEmailAddress) {
      setErrors([NO_EMAIL]);
      return;
    }
    if (on) setAgreeing(true);
    else void withdraw();
  }

  async function agreed() {
    setAgreeing(false);
    if (flag('EStatements.ConfirmConsent')) {
      const consent = await getDialogs().confirm({
        title: 'E-Statements',
        text: text('EStatements.ConsentText'),
        confirmLabel: 'Agree',
        cancelLabel: 'Cancel',
      });
      if (!consent) return; // the toggle stays off
    }
    saving.mutate(true);
  }

  async function withdraw() {
    const sure = await getDialogs().confirm({
      title: 'E-Statements',
      text: text('EStatements.WithdrawText'),
      confirmLabel: 'Withdraw',
      cancelLabel: 'Cancel',
    });
    if (sure) saving.mutate(false); // otherwise the toggle stays on
  }

  /** Saves the statement format, then records the agreement status with it. */
  const saving = useMutation({
    mutationFn: async (on: boolean) => {
      const statementFormat = on ? 'ElectronicOnly' : 'PaperOnly';
      const result = await setStatementFormat(api, accountNumber, statementFormat);
      if (result.kind !== 'ok') {
        setErrors(saveErrors(result));
        return;
      }
      setElectronic(on);
      recordSaved((details) => ({ ...details, statementFormat }));
      const hostNumbers = hostNumbersOf(agreements);
      if (hostNumbers.length === 0) return;
      const logged = await logEStatementAgreements(
        api,
        hostNumbers,
        session?.username ?? '',
        on,
      ).catch(() => null);
      if (logged?.kind !== 'ok') setErrors([AGREEMENT_POST_FAILED]);
    },
    onError: () => setErrors(['Error']),
  });

  async function open(statement: Statement) {
    const tab = window.open('', '_blank');
    try {
      const access = statementAccess(statement.provider);
      let url: string | null = null;
      if (access === 'external') url = valueOrThrow(await fetchAmsiveStatementUrl(api, statement));
      else {
        const token = valueOrThrow(await fetchPassableToken(api));
        url =
          access === 'download'
            ? broadridgeDocumentUrl(statement, token)
            : viewStatementUrl(statement, token);
      }
      if (tab && url) tab.location.href = url;
      else tab?.close();
    } catch {
      tab?.close();
      setErrors(['Error']);
    }
  }

  return (
    <section className={ui.card} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>E-Statements</h2>
      {flag('EStatements.AgreementUpdated') && (
        <div className={cx(ui.banner, ui.bannerInfo)} role="status">
          The e-statement agreement has been updated.
        </div>
      )}
      <ErrorBanner messages={errors} />
      {!closed && (
        <label className={ui.choice}>
          <input
            type="checkbox"
            role="switch"
            checked={electronic}
            disabled={saving.isPending || agreeing}
            {...loadOnIntent(loadAgreementDialog)}
            onChange={(event) => toggle(event.target.checked)}
          />{' '}
          Receive statements electronically
        </label>
      )}
      <div className={ui.field}>
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
      {agreeing && (
        <Suspense fallback={null}>
          <EStatementAgreementDialog
            agreements={agreements}
            mustOpen={flag('Agreements.RichText') || flag('Agreements.ForceClickOnUrl')}
            introHtml={agreements[0]?.hostNumber === null ? '' : text('EStatements.AgreementText')}
            onAgree={() => void agreed()}
            onDisagree={() => setAgreeing(false)}
          />
        </Suspense>
      )}
      {list.isPending && <Skeleton label="Loading statements">{STATEMENTS_SHAPE}</Skeleton>}
      {list.isSuccess && statements.length === 0 && <p>{NO_STATEMENTS}</p>}
      {statements.length > 0 && (
        <ul aria-label="Statements">
          {statements.map((statement) => (
            <li key={statement.id}>
              <StatementButton onClick={() => void open(statement)}>
                Statement {formatShortDate(statement.date)}
              </StatementButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
