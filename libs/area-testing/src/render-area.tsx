// renderArea(): a component or page of any area, rendered inside what an area runs in — a router,
// the area's own query client, the portal runtime of @portal/shared-contracts (the real session
// store, event bus and an API client made by createApiClient over the real fetch), the
// institution's settings — with the Mock Service Worker back end of ./fake-back-end answering.
import { afterEach } from '@jest/globals';
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import {
  createApiClient,
  getPortal,
  type AreaName,
  type InstitutionOptions,
  type LogoutReason,
  type UserSession,
} from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import type { SetupOptionKey } from '@portal/settings/setup-option-catalogue';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { receivedRequests, server, useHandlers, type ReceivedRequest } from './fake-back-end';
import { businessDay } from './business-day';
import { testSession } from './test-session';

export interface RenderAreaOptions {
  /** The area whose query client the component reads (its own, emptied for every test). */
  area: AreaName;
  /** The URL the router starts at, e.g. `/loanDetails/0042?tab=documents`. Default `/`. */
  route?: string;
  /** The route pattern `ui` is mounted at, e.g. `/loanDetails/:accountNumber`. Default: any URL. */
  path?: string;
  /** The location state the router starts with (a page reached by navigate(…, { state })). */
  state?: unknown;
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

export interface RenderAreaResult extends RenderResult {
  /** A user-event instance for this render (clicks, typing). */
  user: UserEvent;
  /** The portal runtime the area sees through getPortal(). */
  store: ReturnType<typeof getPortal>['store'];
  bus: ReturnType<typeof getPortal>['bus'];
  /** The logouts asked for on the bus so far (e.g. `unauthorized` after a 401). */
  logouts: LogoutReason[];
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
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

afterEach(() => {
  // Unmount first, so that nothing rendered sees the runtime being reset under it.
  cleanup();
  for (const step of teardown.splice(0).reverse()) step();
});

export function renderArea(ui: ReactElement, options: RenderAreaOptions): RenderAreaResult {
  const portal = getPortal();
  // The real factory, over the real fetch. Absolute, because Node's Request (which jsdom borrows)
  // has no document to resolve '/api' against; the browser's does.
  portal.api = createApiClient({
    store: portal.store,
    bus: portal.bus,
    prefix: new URL('/api', window.location.href).href,
  });

  const { store, bus } = portal;
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

  // The shell's answer to a logout: the session ends (the shell also navigates to its login page,
  // which an area test does not have).
  const logouts: LogoutReason[] = [];
  teardown.push(
    bus.on('logout', ({ reason }) => {
      logouts.push(reason);
      store.getState().endSession();
    }),
  );

  const queryClient = areaQueryClient(options.area);
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  // A failed query shows its error at once instead of after the area's one retry a second later.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  teardown.push(() => {
    queryClient.clear();
    queryClient.setDefaultOptions(defaults);
  });

  useHandlers([...(options.handlers ?? []), businessDay(options.businessDate)]);

  const path = options.path ?? '*';
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <Elsewhere /> }])],
    { initialEntries: [{ ...splitRoute(options.route ?? '/'), state: options.state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  teardown.push(() => {
    store.getState().endSession();
    window.sessionStorage.clear();
  });
  return {
    ...view,
    user: userEvent.setup(),
    store,
    bus,
    logouts,
    queryClient,
    router,
    received: receivedRequests,
    server,
  };
}

export type { ReceivedRequest };

function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://route.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Where a navigation away from the route under test lands: its path and the state passed. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div>
      <p>
        Elsewhere: {location.pathname}
        {location.search}
      </p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}
