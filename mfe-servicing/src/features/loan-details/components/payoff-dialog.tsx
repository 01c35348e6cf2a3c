import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useBusinessDate, type BusinessDay } from '../../../api/business-date';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import {
  fetchPayoffQuote,
  payoffDownloadUrl,
  retrievePayoffDownloadToken,
} from '../api/loan-actions';
import { maskDate, PAYOFF_ERROR, payoffDateError } from '../rules/loan-actions';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';
import { formatMoney } from '@portal/money/cents';
import { valueOrThrow } from '@portal/wire/api-result';

/**
 * Payoff quote for a chosen date (not before the business day, which is also the default);
 * quotes are cached per date.
 */
export function PayoffDialog({
  accountNumber,
  onClose,
}: {
  accountNumber: string;
  onClose(): void;
}) {
  const today = useBusinessDate();
  return (
    <Modal title="Payoff Quote" width={500} onDismiss={onClose}>
      {today.data ? (
        <PayoffQuoteForm accountNumber={accountNumber} today={today.data} onClose={onClose} />
      ) : today.isError ? (
        <ErrorBanner messages={[PAYOFF_ERROR]} />
      ) : (
        <Spinner label="Loading" size={80} />
      )}
    </Modal>
  );
}

function PayoffQuoteForm({
  accountNumber,
  today: businessDay,
  onClose,
}: {
  accountNumber: string;
  today: BusinessDay;
  onClose(): void;
}) {
  const api = useApi();
  const today = DateTime.fromISO(businessDay);
  const inputId = useId();
  const [typed, setTyped] = useState(today.toFormat('MM/dd/yyyy'));
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState(false);
  const chosen = DateTime.fromFormat(typed, 'MM/dd/yyyy');
  const dateError = typed.length === 10 ? payoffDateError(chosen, today) : null;
  const complete = typed.length === 10 && !dateError;
  const quote = useQuery({
    queryKey: ['payoff', accountNumber, submitted],
    queryFn: () => fetchPayoffQuote(api, accountNumber, submitted ?? '').then(valueOrThrow),
    enabled: submitted !== null,
    staleTime: Infinity,
  });
  const failed = quote.isError;

  async function download() {
    if (!submitted) return;
    setDownloadError(false);
    const token = await retrievePayoffDownloadToken(api, accountNumber, submitted).catch(
      () => null,
    );
    if (token?.kind === 'ok') window.open(payoffDownloadUrl(token.value), '_blank', 'noopener');
    else setDownloadError(true);
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) setSubmitted(chosen.toFormat('yyyy-MM-dd'));
        }}
      >
        <div className={ui.field}>
          <label htmlFor={inputId}>Payoff date (MM/DD/YYYY)</label>
          <input
            id={inputId}
            inputMode="numeric"
            placeholder="00/00/0000"
            value={typed}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${inputId}-error` : undefined}
            onChange={(event) => setTyped(maskDate(event.target.value))}
          />
          {dateError && (
            <p id={`${inputId}-error`} className={ui.fieldError}>
              {dateError}
            </p>
          )}
        </div>
        <div className="servicing-button-row">
          <button type="submit" className={ui.button} disabled={!complete}>
            Submit
          </button>
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      {submitted && quote.isPending && <Spinner label="Getting your quote" size={80} />}
      {(failed || downloadError) && <ErrorBanner messages={[PAYOFF_ERROR]} />}
      {quote.isSuccess && (
        <div role="status">
          <p>
            Payoff amount good through {DateTime.fromISO(submitted ?? '').toFormat('MM/dd/yyyy')}:{' '}
            <strong>{formatMoney(quote.data)}</strong>
          </p>
          <button type="button" className={ui.linkButton} onClick={() => void download()}>
            Download breakdown
          </button>
        </div>
      )}
    </>
  );
}
