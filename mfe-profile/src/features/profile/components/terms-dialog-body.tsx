import { plainText, useSanitizedRichText } from '@portal/rich-text/rich-text';
import { useMutation } from '@tanstack/react-query';
import { cx, ui } from '@portal/ui/class-names';
import { useSettings } from '../../../lib/profile-settings';

interface TermsDialogBodyProps {
  onAgree(): Promise<void> | void;
  onDisagree(): void;
}

/** The institution's texting terms (sanitised rich text from settings) with Disagree and I Agree. */
export function TermsDialogBody({ onAgree, onDisagree }: TermsDialogBodyProps) {
  const terms = useSettings().text('Profile.TextingTerms');
  const clean = useSanitizedRichText(terms);
  // I Agree stays disabled while the agreement is being recorded.
  const agree = useMutation({ mutationFn: async () => onAgree() });
  return (
    <>
      {clean === null ? (
        // Until the sanitiser has loaded (or where none can run): the words, never the markup.
        <div className="profile-terms">{plainText(terms)}</div>
      ) : (
        // Sanitised: the terms are rich text from settings.
        <div className="profile-terms" dangerouslySetInnerHTML={{ __html: clean }} />
      )}
      <div className="profile-actions">
        <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onDisagree}>
          Disagree
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => agree.mutate()}
          disabled={agree.isPending}
        >
          I Agree
        </button>
      </div>
    </>
  );
}
