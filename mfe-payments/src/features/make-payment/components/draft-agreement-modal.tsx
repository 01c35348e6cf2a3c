// The recurring ACH draft agreement (spec 2 §4 Submission): the borrower must view the agreement
// before Confirm enables; confirming returns the agreement token sent with the payment. The
// agreement opens in a new window (spec 2 §7), a page the server renders without any script;
// nothing of it is put into this page. With rich-text agreements forced, the ACH agreements are
// listed too, and Confirm waits until each is opened and accepted.
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  draftAgreementPreviewUrl,
  prepareDraftAgreement,
  type DraftAgreementInput,
} from '../api/draft-agreement';
import type { Agreement } from '../../../lib/agreements';
import { AgreementTextDialog } from '@portal/ui/agreement-text-dialog';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

/** Spec 2 §9: the draft agreement dialog is 400px wide. */
const DRAFT_AGREEMENT_WIDTH = 400;

export interface DraftAgreementModalProps {
  input: DraftAgreementInput;
  agreements?: readonly Agreement[];
  onDone(token: string | null): void;
}

export function DraftAgreementModal({ input, agreements = [], onDone }: DraftAgreementModalProps) {
  const [viewed, setViewed] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [reading, setReading] = useState<Agreement | null>(null);
  const allAccepted = agreements.every(
    (agreement) => opened.has(agreement.hostNumber) && accepted.has(agreement.hostNumber),
  );
  const mark = (set: ReadonlySet<number>, host: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(host);
    else next.delete(host);
    return next;
  };
  const token = useQuery({
    queryKey: ['draftAgreement', input],
    queryFn: () => prepareDraftAgreement(getPortal().api, input).then(valueOrThrow),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

  return (
    <Modal
      title="ACH Draft Agreement"
      width={DRAFT_AGREEMENT_WIDTH}
      onDismiss={() => onDone(null)}
      actions={
        <>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => onDone(null)}
          >
            Cancel
          </button>
          <button
            type="button"
            className={ui.button}
            disabled={!viewed || !token.data || !allAccepted}
            onClick={() => onDone(token.data ?? null)}
          >
            Confirm
          </button>
        </>
      }
    >
      <p>Please view the ACH draft agreement before you confirm your recurring payment.</p>
      {token.isPending && <p role="status">Preparing the agreement…</p>}
      {(token.isError || (token.isSuccess && token.data === null)) && (
        <p role="alert" className={ui.fieldError}>
          An error occurred, please try again.
        </p>
      )}
      <p>
        {token.data ? (
          <a
            className={cx(ui.button, ui.buttonSecondary)}
            href={draftAgreementPreviewUrl(token.data)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setViewed(true)}
            onAuxClick={() => setViewed(true)}
          >
            View Agreement (opens in a new window)
          </a>
        ) : (
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} disabled>
            View Agreement
          </button>
        )}
        {viewed && <span aria-label="viewed"> ✓</span>}
      </p>
      {agreements.length > 0 && (
        <ul className="payments-methods" aria-label="Agreements">
          {agreements.map((agreement) => {
            const host = agreement.hostNumber;
            return (
              <li key={host}>
                <input
                  type="checkbox"
                  aria-label={`I agree to ${agreement.name}`}
                  checked={accepted.has(host)}
                  disabled={!opened.has(host)}
                  onChange={(event) => {
                    setAccepted(mark(accepted, host, event.target.checked));
                    // Unticking locks it again until the text is read and accepted once more.
                    if (!event.target.checked) setOpened(mark(opened, host, false));
                  }}
                />
                <button
                  type="button"
                  className={ui.linkButton}
                  onClick={() => setReading(agreement)}
                >
                  {agreement.name}
                </button>
                {opened.has(host) && <span aria-label="opened"> ✓</span>}
              </li>
            );
          })}
        </ul>
      )}
      {reading && (
        <AgreementTextDialog
          agreement={reading}
          onDone={(accept) => {
            const host = reading.hostNumber;
            setReading(null);
            setOpened(mark(opened, host, accept));
            setAccepted(mark(accepted, host, accept));
          }}
        />
      )}
    </Modal>
  );
}
