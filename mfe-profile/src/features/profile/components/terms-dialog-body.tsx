import { plainText, sanitizeRichText, usePortalState } from '@portal/shared-contracts';
import { useState } from 'react';

interface TermsDialogBodyProps {
  onAgree(): Promise<void> | void;
  onDisagree(): void;
}

/** The institution's texting terms (sanitised rich text from settings) with Disagree and I Agree. */
export function TermsDialogBody({ onAgree, onDisagree }: TermsDialogBodyProps) {
  const terms = usePortalState((state) => state.options?.text('Profile.TextingTerms') ?? '');
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      await onAgree();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div
        className="profile-terms"
        // Sanitised: the terms are rich text from settings.
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(terms) ?? plainText(terms) }}
      />
      <div className="profile-actions">
        <button type="button" className="button button--secondary" onClick={onDisagree}>
          Disagree
        </button>
        <button type="button" className="button" onClick={() => void agree()} disabled={busy}>
          I Agree
        </button>
      </div>
    </>
  );
}
