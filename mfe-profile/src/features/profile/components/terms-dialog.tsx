import { Modal } from '@portal/shared-contracts';
import { TermsDialogBody } from './terms-dialog-body';

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
