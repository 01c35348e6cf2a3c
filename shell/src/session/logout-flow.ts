// What the header's Logout does (spec 1 §2 Modals, §4): with unsaved changes the unsaved-changes
// question comes first (No cancels; Yes clears the flag), then the logout confirmation; only a
// confirmed logout is announced on the bus, where the shell ends the session.
import type { DialogService, EventBus, PortalStore } from '@portal/shared-contracts';
import { LOGOUT_DIALOG, UNSAVED_CHANGES_DIALOG } from '../dialogs/shell-dialogs';

export interface LogoutFlowDeps {
  dialogs: Pick<DialogService, 'confirm'>;
  store: PortalStore;
  bus: Pick<EventBus, 'emit'>;
}

/** Resolves true when the user went through with the logout. */
export async function requestLogout({ dialogs, store, bus }: LogoutFlowDeps): Promise<boolean> {
  if (store.getState().unsavedChanges) {
    if (!(await dialogs.confirm(UNSAVED_CHANGES_DIALOG))) return false;
    store.getState().setUnsavedChanges(null);
  }
  if (!(await dialogs.confirm(LOGOUT_DIALOG))) return false;
  bus.emit('logout', { reason: 'user' });
  return true;
}
