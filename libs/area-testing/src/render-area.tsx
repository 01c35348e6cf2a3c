// renderArea(): a component or page of any area, rendered inside what an area runs in — a router,
// the area's own query client, the portal runtime of @portal/shared-contracts (the real session
// store, event bus and an API client made by createApiClient over the real fetch), the
// institution's settings — with the Mock Service Worker back end of ./fake-back-end answering.
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import type { AreaName } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReceivedRequest } from './fake-back-end';
import { afterThisTest, fakePortal, type FakePortal, type FakePortalOptions } from './fake-portal';

export interface RenderAreaOptions extends FakePortalOptions {
  /**
   * The area whose query client the component reads (its own `areaQueryClient`, emptied for
   * every test). Without one (the shell), a query client of its own.
   */
  area?: AreaName;
  /** The URL the router starts at, e.g. `/loanDetails/0042?tab=documents`. Default `/`. */
  route?: string;
  /** The route pattern `ui` is mounted at, e.g. `/loanDetails/:accountNumber`. Default: any URL. */
  path?: string;
  /** The location state the router starts with (a page reached by navigate(…, { state })). */
  state?: unknown;
}

export interface RenderAreaResult extends RenderResult, FakePortal {
  /** A user-event instance for this render (clicks, typing). */
  user: UserEvent;
  queryClient: QueryClient;
  /** The memory router: `router.state.location` is where the screen navigated. */
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderArea(ui: ReactElement, options: RenderAreaOptions = {}): RenderAreaResult {
  const portal = fakePortal(options);
  const queryClient = options.area ? areaQueryClient(options.area) : new QueryClient();
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  // A failed query shows its error at once instead of after the area's one retry a second later.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  afterThisTest(() => {
    queryClient.clear();
    queryClient.setDefaultOptions(defaults);
  });

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
  // Unmounted before the runtime is reset under it (steps run last first).
  afterThisTest(cleanup);
  return { ...view, ...portal, user: userEvent.setup(), queryClient, router };
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
