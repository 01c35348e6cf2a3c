// Test helpers (not tests): a back end that answers from a table, and a render with the area's
// providers, the portal store's settings and session, and a router at a given path.
import {
  createApiClient,
  createEventBus,
  getPortal,
  type UserSession,
} from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import { type SetupOptionKey } from '@portal/settings/setup-option-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { KyInstance } from 'ky';
import { runInThisContext } from 'node:vm';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiContext } from '../lib/api-context';

// jsdom has no fetch classes; borrow Node's own (from the main realm, so they agree with each other).
Object.assign(
  globalThis,
  runInThisContext('({ Request, Response, Headers, AbortController, AbortSignal })') as object,
);

export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** An answer: a JSON body (status 200), or a status with a body. */
export type FakeAnswer = string | number | boolean | null | object;
export type FakeRoutes = Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)>;

const isStatusAnswer = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** `routes` keys are "METHOD path" below /api, e.g. "GET accountList". */
export function fakeApi(routes: FakeRoutes): { api: KyInstance; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const api = createApiClient({
    store: getPortal().store,
    bus: createEventBus(),
    prefix: 'http://portal.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      const path = url.pathname.replace(/^\/api\//, '');
      const entry: SentRequest = { method: request.method, path, search: url.searchParams, body };
      sent.push(entry);
      const route = { ...BUSINESS_DAY_TODAY, ...routes }[`${request.method} ${path}`];
      if (route === undefined)
        return json(404, { HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] });
      const answer = typeof route === 'function' ? route(entry) : route;
      return isStatusAnswer(answer) ? json(answer.status, answer.body) : json(200, answer);
    }) as typeof fetch,
  });
  return { api, sent };
}

/** Unless a test says otherwise, the institution's business day is the test run's day. */
const BUSINESS_DAY_TODAY: FakeRoutes = {
  'GET setup/BusinessDate': () => ({
    HasNoErrors: true,
    Errors: [],
    BusinessDate: `${new Date().toISOString().slice(0, 10)}T00:00:00`,
    TimeZone: 'UTC',
  }),
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const TEST_SESSION: UserSession = {
  username: 'borrower1',
  personalName: 'Alex Morgan',
  servicingBranch: 1,
  lastLoggedInIP: '203.0.113.24',
  lastLoggedIn: '2026-11-20T10:00:00.000Z',
  userToken: 'token',
  emailAddress: 'alex.morgan@example.com',
  loggedIn: true,
  hasEmailAddress: true,
  isPersonalUser: true,
};

export interface RenderPageOptions {
  api: KyInstance;
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern the element is mounted at (e.g. "/loanDetails/:accountNumber"). */
  route?: string;
  settings?: Partial<Record<SetupOptionKey, string>>;
  session?: UserSession | null;
  /** The institution's CDN folder (branding images live under it). */
  cdnFolder?: string;
}

export function renderPage(ui: ReactElement, options: RenderPageOptions) {
  const { store } = getPortal();
  store.setState({
    session: options.session === undefined ? TEST_SESSION : options.session,
    unsavedChanges: null,
    options: institutionSettings({
      gassySettings: { shared: { ...options.settings }, english: {} },
      institutionOptions: {
        PasswordMinimumLength: 8,
        UserNameMinimumLength: 8,
        CdnFolder: options.cdnFolder ?? '',
        Loan: { Office: 4, Account: 6, CheckDigit: 1 },
        Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
      },
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? '/';
  return render(
    <ApiContext value={options.api}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ApiContext>,
  );
}

/** Where a navigation away from the page under test lands: shows the path and the state passed. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div>
      <p>Elsewhere: {location.pathname}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}
