import type { ConfirmDialogRequest } from '@portal/shared-contracts';
import { DialogIcon } from './dialog-icon';
import { Modal } from './modal';
import { cx, ui } from '@portal/ui/class-names';

interface ConfirmDialogProps {
  request: ConfirmDialogRequest;
  onAnswer(confirmed: boolean): void;
}

/** The generic confirm modal (title, details, text, confirm and cancel labels, optional icon). */
export function ConfirmDialog({ request, onAnswer }: ConfirmDialogProps) {
  const {
    title,
    text,
    details = [],
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    icon,
  } = request;
  return (
    <Modal
      role="alertdialog"
      title={title ?? text}
      hideTitle={!title}
      onDismiss={() => onAnswer(false)}
      actions={
        <>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => onAnswer(false)}
            data-autofocus
          >
            {cancelLabel}
          </button>
          <button type="button" className={ui.button} onClick={() => onAnswer(true)}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {icon && <DialogIcon icon={icon} />}
      {details.length > 0 && (
        // What a yes will do, read before the question it answers.
        <dl className="modal__details">
          {details.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>{text}</p>
    </Modal>
  );
}
