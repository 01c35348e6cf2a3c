// Guards leaving a page with unsaved changes (spec 1 §4): areas set the store's flag; a
// navigation to another page asks the unsaved-changes question (No stays, Yes clears the flag
// and goes on), and the browser warns before unloading a dirty page.
import { getPortal, usePortalState } from '@portal/shared-contracts';
import { useEffect, useEffectEvent } from 'react';
import { useBlocker } from 'react-router';
import { shellDialogs, UNSAVED_CHANGES_DIALOG } from '../dialogs/shell-dialogs';

export function UnsavedChangesGuard() {
  const dirty = usePortalState((state) => state.unsavedChanges !== null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

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

  // The router's blocker exists only while something is unsaved. Registered all the time, it
  // also sits on every Back after logout (a POP to an entry the router may not have made), where
  // React Router warns that blocking fails silently, and the page could stay blank.
  return dirty ? <DirtyNavigationBlocker /> : null;
}

function DirtyNavigationBlocker() {
  // Read at navigation time, not render time: a logout clears the flag just before it navigates.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      getPortal().store.getState().unsavedChanges !== null &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  // The answer arrives later: settle the blocker as it is then, not as it was when asked.
  const settle = useEffectEvent((yes: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (yes) {
      getPortal().store.getState().setUnsavedChanges(null);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void shellDialogs.confirm(UNSAVED_CHANGES_DIALOG).then(settle);
  }, [blocker.state]);

  return null;
}
