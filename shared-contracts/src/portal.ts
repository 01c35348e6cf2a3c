// The portal-wide instances. This module is shared as a federation singleton, so every app that
// calls these gets the same store, bus and client. Created on first use, not at import.
import type { KyInstance } from 'ky';
import { useStore } from 'zustand';
import { createApiClient } from './api-client';
import { createEventBus, PORTAL_CHANNEL_NAME, type EventBus } from './event-bus';
import { createPortalStore, type PortalState, type PortalStore } from './session-store';

interface Portal {
  store: PortalStore;
  bus: EventBus;
  api: KyInstance;
}

let portal: Portal | undefined;

export function getPortal(): Portal {
  if (!portal) {
    const store = createPortalStore();
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PORTAL_CHANNEL_NAME);
    const bus = createEventBus({ channel });
    portal = { store, bus, api: createApiClient({ store, bus }) };
  }
  return portal;
}

/** React binding of the portal store: `usePortalState((s) => s.session)`. */
export function usePortalState<T>(selector: (state: PortalState) => T): T {
  return useStore(getPortal().store, selector);
}
