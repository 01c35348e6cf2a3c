import { ModalDialog } from './modal-dialog';
import { TermsDialogBody } from './terms-dialog-body';

interface TermsDialogProps {
  onAgree(): Promise<void> | void;
  onDisagree(): void;
}

/** The text-terms agreement dialog (phone 1's Text toggle). */
export function TermsDialog({ onAgree, onDisagree }: TermsDialogProps) {
  return (
    <ModalDialog title="Texting Terms" onClose={onDisagree}>
      <TermsDialogBody onAgree={onAgree} onDisagree={onDisagree} />
    </ModalDialog>
  );
}
