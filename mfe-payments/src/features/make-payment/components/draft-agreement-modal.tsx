// The recurring ACH draft agreement (spec 2 §4 Submission): the borrower must view the agreement
// before Confirm enables; confirming returns the agreement token sent with the payment.
import { getPortal, plainText, sanitizeRichText } from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import {
  prepareDraftAgreement,
  renderDraftAgreement,
  type DraftAgreementInput,
} from '../api/draft-agreement';

/** Spec 2 §9: the draft agreement dialog is 400px wide. */
export const DRAFT_AGREEMENT_WIDTH = 400;

export interface DraftAgreementModalProps {
  input: DraftAgreementInput;
  onDone(token: string | null): void;
}

export function DraftAgreementModal({ input, onDone }: DraftAgreementModalProps) {
  const [html, setHtml] = useState<string | null>(null);
  const [viewError, setViewError] = useState(false);
  const token = useQuery({
    queryKey: ['draftAgreement', input],
    queryFn: () => prepareDraftAgreement(getPortal().api, input),
    gcTime: 0,
    staleTime: Infinity,
  });

  const view = async () => {
    if (!token.data) return;
    try {
      setHtml(sanitizedAgreement(await renderDraftAgreement(getPortal().api, token.data)));
      setViewError(false);
    } catch {
      setViewError(true);
    }
  };

  return (
    <Modal title="ACH Draft Agreement" width={DRAFT_AGREEMENT_WIDTH} onClose={() => onDone(null)}>
      <p>Please view the ACH draft agreement before you confirm your recurring payment.</p>
      {token.isPending && <p role="status">Preparing the agreement…</p>}
      {(token.isError || viewError) && (
        <p role="alert" className="field__error">
          An error occurred, please try again.
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!token.data}
        onClick={() => void view()}
      >
        View Agreement
      </button>
      {html !== null && (
        <div
          className="card"
          role="document"
          aria-label="Agreement text"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <div className="payments-row">
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          disabled={html === null || !token.data}
          onClick={() => onDone(token.data ?? null)}
        >
          Confirm
        </button>
      </div>
    </Modal>
  );
}

const sanitizedAgreement = (html: string) => sanitizeRichText(html) ?? plainText(html);
