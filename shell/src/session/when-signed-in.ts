import type { PortalState, PortalStore } from '@portal/shared-contracts';

const hasSession = (state: PortalState) => Boolean(state.session?.userToken);

/**
 * Calls `then` once the tab holds a session: at once if it already does (a reload), else when
 * one starts. Returns a function that stops waiting.
 */
export function whenSignedIn(store: PortalStore, then: () => void): () => void {
  if (hasSession(store.getState())) {
    then();
    return () => undefined;
  }
  const stop = store.subscribe((state) => {
    if (!hasSession(state)) return;
    stop();
    then();
  });
  return stop;
}
