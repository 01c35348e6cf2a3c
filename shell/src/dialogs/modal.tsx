// The shell's dialogs use the portal's one modal from @portal/ui (a native <dialog> opened
// with showModal(): focus in, Tab inside, Escape dismisses, focus back, the page behind inert).
// Each shell dialog is announced by its title and text; their widths are in dialog-widths.ts, so
// this file exports only a component (Fast Refresh keeps the dialog's state on an edit).
import { Modal as PortalModal, type ModalProps } from '@portal/ui/modal';

export function Modal({ actions, describe = true, ...props }: ModalProps) {
  return <PortalModal {...props} describe={describe} actions={actions} />;
}
