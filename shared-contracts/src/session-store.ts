// The one global client-state store of the portal. It is a federation singleton: the shell and
// every remote get this same instance, so a write in one area is seen in all of them.
// The token lives in memory and sessionStorage (so a reload keeps the tab signed in), never in
// localStorage; ending the session clears both.
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { UserSessionSchema, type UserSession } from './session';
import type { InstitutionSettings } from './setup-options';

export const SESSION_STORAGE_KEY = 'portal.session';

export interface UnsavedChanges {
  source: string;
}

export interface PortalState {
  session: UserSession | null;
  options: InstitutionSettings | null;
  unsavedChanges: UnsavedChanges | null;
  pageError: string | null;
  loading: boolean;
  startSession(session: UserSession): void;
  updateSession(patch: Partial<Omit<UserSession, 'userToken' | 'loggedIn'>>): void;
  endSession(): void;
  setOptions(options: InstitutionSettings): void;
  setUnsavedChanges(unsaved: UnsavedChanges | null): void;
  setPageError(message: string | null): void;
  setLoading(loading: boolean): void;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PortalStoreOptions {
  storage?: SessionStorageLike | null;
}

export function createPortalStore({ storage = browserSessionStorage() }: PortalStoreOptions = {}) {
  const persist = (session: UserSession | null) => {
    if (!storage) return;
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
  };

  return createStore<PortalState>()((set, get) => ({
    session: restoreSession(storage),
    options: null,
    unsavedChanges: null,
    pageError: null,
    loading: false,
    startSession(session) {
      persist(session);
      set({ session });
    },
    updateSession(patch) {
      const current = get().session;
      if (!current) return;
      const session = { ...current, ...patch };
      persist(session);
      set({ session });
    },
    endSession() {
      persist(null);
      set({ session: null, unsavedChanges: null, pageError: null });
    },
    setOptions: (options) => set({ options }),
    setUnsavedChanges: (unsavedChanges) => set({ unsavedChanges }),
    setPageError: (pageError) => set({ pageError }),
    setLoading: (loading) => set({ loading }),
  }));
}

export type PortalStore = StoreApi<PortalState>;

function restoreSession(storage: SessionStorageLike | null): UserSession | null {
  const text = storage?.getItem(SESSION_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed = v.safeParse(UserSessionSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function browserSessionStorage(): SessionStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: keep the session in memory only
  }
}

/**
 * Calls `reset` whenever the session's identity changes: a sign-in, any logout (button, idle
 * timeout, Unauthorized, another tab), or another user's session taking this one's place. Called
 * synchronously inside the store update, before any page renders again, so an area that empties
 * its server-state caches here never shows one session's data in another. Since 1.2.0.
 */
export function onSessionChange(store: PortalStore, reset: () => void): () => void {
  return store.subscribe((state, previous) => {
    if (sessionIdentity(state.session) !== sessionIdentity(previous.session)) reset();
  });
}

// A session is its token: every sign-in gets a new one, and a logout leaves none.
const sessionIdentity = (session: UserSession | null) => session?.userToken ?? null;
