// The recurring ACH draft agreement (spec 2 §4 Submission): the borrower must view the agreement
// before Confirm enables; confirming returns the agreement token sent with the payment. The
// agreement opens in a new window (spec 2 §7), a page the server renders without any script;
// nothing of it is put into this page.
import { getPortal, Modal } from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  draftAgreementPreviewUrl,
  prepareDraftAgreement,
  type DraftAgreementInput,
} from '../api/draft-agreement';

/** Spec 2 §9: the draft agreement dialog is 400px wide. */
const DRAFT_AGREEMENT_WIDTH = 400;

export interface DraftAgreementModalProps {
  input: DraftAgreementInput;
  onDone(token: string | null): void;
}

export function DraftAgreementModal({ input, onDone }: DraftAgreementModalProps) {
  const [viewed, setViewed] = useState(false);
  const token = useQuery({
    queryKey: ['draftAgreement', input],
    queryFn: () => prepareDraftAgreement(getPortal().api, input),
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
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            disabled={!viewed || !token.data}
            onClick={() => onDone(token.data ?? null)}
          >
            Confirm
          </button>
        </>
      }
    >
      <p>Please view the ACH draft agreement before you confirm your recurring payment.</p>
      {token.isPending && <p role="status">Preparing the agreement…</p>}
      {token.isError && (
        <p role="alert" className="field__error">
          An error occurred, please try again.
        </p>
      )}
      <p>
        {token.data ? (
          <a
            className="button button--secondary"
            href={draftAgreementPreviewUrl(token.data)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setViewed(true)}
            onAuxClick={() => setViewed(true)}
          >
            View Agreement (opens in a new window)
          </a>
        ) : (
          <button type="button" className="button button--secondary" disabled>
            View Agreement
          </button>
        )}
        {viewed && <span aria-label="viewed"> ✓</span>}
      </p>
    </Modal>
  );
}
