import { Modal } from '../dialogs/modal';
import { formatCountdown } from './idle-watch';

interface SessionTimeoutDialogProps {
  secondsLeft: number;
  onResume(): void;
}

/** Spec 1 §2 Modals: "Your session is about to expire", a countdown and Resume. */
export function SessionTimeoutDialog({ secondsLeft, onResume }: SessionTimeoutDialogProps) {
  const shown = formatCountdown(secondsLeft);
  const [minutes, seconds] = shown.split(':');
  return (
    <Modal
      role="alertdialog"
      title="Your session is about to expire"
      onDismiss={onResume}
      actions={
        <button type="button" className="button" onClick={onResume} data-autofocus>
          Resume
        </button>
      }
    >
      <p>
        You will be logged out in{' '}
        <span className="modal__countdown" aria-label={`${minutes} minutes ${seconds} seconds`}>
          {shown}
        </span>
        .
      </p>
    </Modal>
  );
}
