// The rich-text agreement dialog (spec 2 §2 Modals: "a rich-text agreement dialog with Cancel and
// I Accept"). The agreement's text comes from settings, so it is sanitised before it is shown.
import { plainText, useSanitizedRichText } from '@portal/rich-text/rich-text';
import type { Agreement } from '../lib/agreements';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

export interface RichTextAgreementDialogProps {
  agreement: Agreement;
  /** True for I Accept; false for Cancel, Escape or closing. */
  onDone(accepted: boolean): void;
}

export function RichTextAgreementDialog({ agreement, onDone }: RichTextAgreementDialogProps) {
  const html = useSanitizedRichText(agreement.url);
  return (
    <Modal
      title={agreement.name}
      width={500}
      onDismiss={() => onDone(false)}
      actions={
        <>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => onDone(false)}
          >
            Cancel
          </button>
          <button type="button" className={ui.button} onClick={() => onDone(true)}>
            I Accept
          </button>
        </>
      }
    >
      {html === null ? (
        <p>{plainText(agreement.url)}</p>
      ) : (
        <div
          className="payments-agreement-text"
          aria-label={`${agreement.name} text`}
          role="document"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Modal>
  );
}
