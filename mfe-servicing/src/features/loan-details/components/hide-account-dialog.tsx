import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import { useSettings } from '../../../lib/servicing-settings';
import { announceAccountsChanged } from '@portal/area-kit/accounts-changed';
import { hideAccount } from '../api/loan-actions';
import { useForgetAccountDetails } from '../hooks/account-details-cache';
import { HIDE_CLOSE_MS } from '../rules/loan-actions';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

const HIDE_ERROR = 'An error occurred trying to hide this account. Please try again later.';

/** Hide from web: after success the account list refreshes; 4 s later the dialog closes to the dashboard. */
export function HideAccountDialog({
  accountNumber,
  onClose,
}: {
  accountNumber: string;
  onClose(): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const forgetDetails = useForgetAccountDetails(accountNumber);
  const navigate = useNavigate();
  const { text } = useSettings();
  const [state, setState] = useState<'ask' | 'hiding' | 'done' | 'failed'>('ask');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(false);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
      clearTimeout(timer.current);
      // A hidden account is no longer the borrower's on the web: once the hide call has gone
      // out, what was loaded of the account is forgotten however the dialog goes away (its 4 s,
      // Escape, Back), so its address does not show it again from the cache.
      if (sent.current) forgetDetails();
    },
    [forgetDetails],
  );

  /** After success the dialog closes to the dashboard (spec 3: 4 s later, or when dismissed). */
  function closeToDashboard() {
    clearTimeout(timer.current);
    onClose();
    void navigate('/myaccount/dashboard');
  }

  async function hide() {
    sent.current = true;
    setState('hiding');
    try {
      const result = await hideAccount(api, accountNumber);
      if (result.kind === 'ok') {
        // Every area's list of accounts (payments offers them for payment) drops it.
        announceAccountsChanged('account-hidden');
        void queryClient.invalidateQueries({ queryKey: ['accountList'] });
      }
      // A borrower who left while the call was out is not taken anywhere 4 s later.
      if (gone.current) return;
      if (result.kind !== 'ok') {
        setState('failed');
        return;
      }
      setState('done');
      timer.current = setTimeout(closeToDashboard, HIDE_CLOSE_MS);
    } catch {
      if (!gone.current) setState('failed');
    }
  }

  return (
    <Modal
      title="Hide From Web"
      width={500}
      onDismiss={state === 'hiding' ? undefined : state === 'done' ? closeToDashboard : onClose}
    >
      {state === 'done' ? (
        <p role="status">{text('HideAccount.SuccessText')}</p>
      ) : (
        <>
          <p>Hide this account from the web? To view it again you will need to contact us.</p>
          {state === 'failed' && <ErrorBanner messages={[HIDE_ERROR]} />}
          {state === 'hiding' && <Spinner label="Hiding account" size={22} />}
          <div className="servicing-button-row">
            <button
              type="button"
              className={ui.button}
              disabled={state === 'hiding'}
              onClick={() => void hide()}
            >
              Hide Account
            </button>
            <button
              type="button"
              className={cx(ui.button, ui.buttonSecondary)}
              disabled={state === 'hiding'}
              onClick={onClose}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
