// Guards leaving a page with unsaved changes (spec 1 §4): areas set the store's flag; a
// navigation to another page asks the unsaved-changes question (No stays, Yes clears the flag
// and goes on), and the browser warns before unloading a dirty page.
import { getPortal, usePortalState } from '@portal/shared-contracts';
import { useEffect } from 'react';
import { shellDialogs, UNSAVED_CHANGES_DIALOG } from '../dialogs/shell-dialogs';
import type { NavigationBlocker } from './gated-history';
import { useNavigationGate } from './router-context';

const unsavedChangesBlocker: NavigationBlocker = {
  // Read at navigation time, not render time: a logout clears the flag just before it navigates.
  blocks: (from, to) =>
    getPortal().store.getState().unsavedChanges !== null && from.pathname !== to.pathname,
  async confirm() {
    const yes = await shellDialogs.confirm(UNSAVED_CHANGES_DIALOG);
    if (yes) getPortal().store.getState().setUnsavedChanges(null);
    return yes;
  },
};

export function UnsavedChangesGuard() {
  const dirty = usePortalState((state) => state.unsavedChanges !== null);
  const block = useNavigationGate();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const unblock = block(unsavedChangesBlocker);
    return () => {
      window.removeEventListener('beforeunload', warn);
      unblock();
    };
  }, [dirty, block]);

  // Areas may also announce their state on the bus; keep the store in step with it.
  useEffect(
    () =>
      getPortal().bus.on('unsaved-changes', ({ dirty: isDirty, source }) =>
        getPortal()
          .store.getState()
          .setUnsavedChanges(isDirty ? { source } : null),
      ),
    [],
  );

  return null;
}
