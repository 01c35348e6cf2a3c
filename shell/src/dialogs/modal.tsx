// The shell's dialogs use the portal's one modal from @portal/ui (a native <dialog> opened
// with showModal(): focus in, Tab inside, Escape dismisses, focus back, the page behind inert).
// This keeps the shell's names: spec 1 §2 dialogs are 350px wide (apply-for-loan 300px), and
// each shell dialog is announced by its title and text.
import { Modal as PortalModal, type ModalProps } from '@portal/ui/modal';

export const DIALOG_WIDTH_PX = 350;
export const NARROW_DIALOG_WIDTH_PX = 300;

export function Modal({ actions, describe = true, ...props }: ModalProps) {
  return <PortalModal {...props} describe={describe} actions={actions} />;
}
