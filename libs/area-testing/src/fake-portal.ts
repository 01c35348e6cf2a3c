// The portal runtime an area (or the shell) runs in, over the fake back end: the real store and
// bus of getPortal(), an API client made by the real createApiClient over the real fetch, the
// session and the settings a test asks for. renderArea() builds on it; a test of an API module
// alone (no screen) uses it directly.
import { afterEach } from '@jest/globals';
import {
  createApiClient,
  getPortal,
  type InstitutionOptions,
  type LogoutReason,
  type UserSession,
} from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import type { SetupOptionKey } from '@portal/settings/setup-option-catalogue';
import type { KyInstance } from 'ky';
import type { HttpHandler } from 'msw';
import { businessDay } from './business-day';
import { receivedRequests, server, useHandlers } from './fake-back-end';
import { testSession } from './test-session';

export interface FakePortalOptions {
  /** The fake back end's handlers for this test (answer(), refuse(), http.*). */
  handlers?: readonly HttpHandler[];
  /**
   * The signed-in session: by default the test borrower (a fresh token per test); a patch of it;
   * or null for a signed-out visitor.
   */
  session?: Partial<UserSession> | null;
  /** Setting texts the institution sends; every other key reads as its catalogue default. */
  settings?: Partial<Record<SetupOptionKey, string>>;
  /** The institution's options (account lengths, password minimum…); sandbox-like defaults. */
  institution?: Partial<InstitutionOptions>;
  /** False: the start-up options have not arrived yet (every setting reads as its default). */
  settingsLoaded?: boolean;
  /** The institution's business day for setup/BusinessDate (yyyy-mm-dd). Default: today (UTC). */
  businessDate?: string;
}

export interface FakePortal {
  /** The portal runtime the code under test sees through getPortal(). */
  store: ReturnType<typeof getPortal>['store'];
  bus: ReturnType<typeof getPortal>['bus'];
  /** getPortal().api: the real client, talking to the fake back end. */
  api: KyInstance;
  /** The logouts asked for on the bus so far (e.g. `unauthorized` after a 401). */
  logouts: LogoutReason[];
  /** What the fake back end received so far, oldest first; one endpoint's only if given. */
  received: typeof receivedRequests;
  /** The Mock Service Worker server, to change its answers in the middle of a test (server.use). */
  server: typeof server;
}

export const DEFAULT_INSTITUTION: InstitutionOptions = {
  PasswordMinimumLength: 8,
  UserNameMinimumLength: 8,
  CdnFolder: '',
  Loan: { Office: 4, Account: 6, CheckDigit: 1 },
  Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
};

const teardown: (() => void)[] = [];

/** Steps to undo after this test, last first (renderArea unmounts before they run). */
export function afterThisTest(step: () => void): void {
  teardown.push(step);
}

afterEach(() => {
  for (const step of teardown.splice(0).reverse()) step();
});

export function fakePortal(options: FakePortalOptions = {}): FakePortal {
  const portal = getPortal();
  // The real factory, over the real fetch. Absolute, because Node's Request (which jsdom borrows)
  // has no document to resolve '/api' against; the browser's does.
  portal.api = createApiClient({
    store: portal.store,
    bus: portal.bus,
    prefix: new URL('/api', window.location.href).href,
  });

  const { store, bus, api } = portal;
  store.getState().endSession();
  store.setState({ options: null, unsavedChanges: null, pageError: null, loading: false });
  window.sessionStorage.clear();
  if (options.settingsLoaded !== false) {
    store.getState().setOptions(
      institutionSettings({
        gassySettings: { shared: { ...options.settings }, english: {} },
        institutionOptions: { ...DEFAULT_INSTITUTION, ...options.institution },
      }),
    );
  }
  if (options.session !== null) store.getState().startSession(testSession(options.session));
  afterThisTest(() => {
    store.getState().endSession();
    window.sessionStorage.clear();
  });

  // The shell's answer to a logout: the session ends (the shell also navigates to its login page,
  // which an area test does not have).
  const logouts: LogoutReason[] = [];
  afterThisTest(
    bus.on('logout', ({ reason }) => {
      logouts.push(reason);
      store.getState().endSession();
    }),
  );

  useHandlers([...(options.handlers ?? []), businessDay(options.businessDate)]);
  return { store, bus, api, logouts, received: receivedRequests, server };
}
