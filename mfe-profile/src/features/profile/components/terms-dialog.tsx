import { TermsDialogBody } from './terms-dialog-body';
import { Modal } from '@portal/ui/modal';

interface TermsDialogProps {
  onAgree(): Promise<void> | void;
  onDisagree(): void;
}

/** The text-terms agreement dialog (phone 1's Text toggle). */
export function TermsDialog({ onAgree, onDisagree }: TermsDialogProps) {
  return (
    <Modal title="Texting Terms" onDismiss={onDisagree}>
      <TermsDialogBody onAgree={onAgree} onDisagree={onDisagree} />
    </Modal>
  );
}
