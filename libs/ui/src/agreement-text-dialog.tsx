// A rich-text agreement's text (spec 1 §4 Agreement checkbox, spec 2 §2 Modals: "a rich-text
// agreement dialog with Cancel and I Accept"), read before its box may be ticked. Only I Accept
// accepts it: Cancel, Escape and the browser's other close requests are no consent, so they
// answer false. The text comes from settings and is sanitised before it is shown.
import { plainText, useSanitizedRichText } from '@portal/rich-text/rich-text';
import { cx, ui } from './class-names';
import { Modal } from './modal';

export interface AgreementTextDialogProps {
  /** The agreement's name (its dialog's title) and its rich text from settings. */
  agreement: { name: string; url: string };
  /** True for I Accept only. */
  onDone(accepted: boolean): void;
}

export function AgreementTextDialog({ agreement, onDone }: AgreementTextDialogProps) {
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
          className={ui.agreementText}
          role="document"
          aria-label={`${agreement.name} text`}
          // Sanitised above: the agreement is rich text from settings.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Modal>
  );
}
