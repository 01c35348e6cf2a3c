import type { AgreeDialogRequest } from '@portal/shared-contracts';
import { SanitizedHtml } from '../components/sanitized-html';
import { Modal } from './modal';
import { ui } from '@portal/ui/class-names';

interface AgreeTextDialogProps {
  request: AgreeDialogRequest;
  onClose(): void;
}

/** The agree-to-text modal: a (sanitised) rich text the user acknowledges with Okay. */
export function AgreeTextDialog({ request, onClose }: AgreeTextDialogProps) {
  const { title = 'Please read', html, okayLabel = 'Okay' } = request;
  return (
    <Modal
      title={title}
      onDismiss={onClose}
      actions={
        <button type="button" className={ui.button} onClick={onClose}>
          {okayLabel}
        </button>
      }
    >
      <SanitizedHtml html={html} className="modal__rich-text" />
    </Modal>
  );
}
