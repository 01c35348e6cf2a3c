// The shell's implementation of the DialogService contract, provided to every area at boot.
import type { DialogService } from '@portal/shared-contracts';
import { dialogQueue, type DialogQueue } from './dialog-store';

export function createShellDialogs(queue: DialogQueue = dialogQueue): Required<DialogService> {
  const { open } = queue.getState();
  return {
    confirm: (request) => new Promise((resolve) => open({ kind: 'confirm', request, resolve })),
    showAgreeText: (request) => new Promise((resolve) => open({ kind: 'agree', request, resolve })),
    showNotice: (notice) => new Promise((resolve) => open({ kind: 'notice', notice, resolve })),
  };
}

export const shellDialogs = createShellDialogs();

/** Spec 1 §2 Modals: the logout confirmation. */
export const LOGOUT_DIALOG = {
  title: 'Logout',
  text: 'Are you sure you want to logout?',
  confirmLabel: 'Logout',
  cancelLabel: 'Cancel',
} as const;

/** Spec 1 §2 Modals / §4: the unsaved-changes question. */
export const UNSAVED_CHANGES_DIALOG = {
  title: 'Unsaved Changes',
  text: 'There are unsaved changes on the page, are you sure you want to continue?',
  confirmLabel: 'Yes',
  cancelLabel: 'No',
} as const;
