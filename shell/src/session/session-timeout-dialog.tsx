import { Modal } from '../dialogs/modal';
import { formatCountdown } from './idle-watch';
import { ui } from '@portal/ui/class-names';

interface SessionTimeoutDialogProps {
  secondsLeft: number;
  onResume(): void;
}

/** Spec 1 §2 Modals: "Your session is about to expire", a countdown and Resume. */
export function SessionTimeoutDialog({ secondsLeft, onResume }: SessionTimeoutDialogProps) {
  const shown = formatCountdown(secondsLeft);
  const [minutes = '0', seconds = '0'] = shown.split(':');
  // Screen readers get words; the digits are for the eye.
  const spoken = `${minutes} minutes ${Number(seconds)} seconds`;
  return (
    <Modal
      role="alertdialog"
      title="Your session is about to expire"
      onDismiss={onResume}
      actions={
        <button type="button" className={ui.button} onClick={onResume} data-autofocus>
          Resume
        </button>
      }
    >
      <p>
        You will be logged out in{' '}
        <span className="modal__countdown" aria-hidden="true">
          {shown}
        </span>
        <span className={ui.visuallyHidden}>{spoken}</span>.
      </p>
    </Modal>
  );
}
