// The portal's router: React Router's declarative router over the gated hash history. Its data
// router would bring loaders, actions and fetchers that no page uses, on every page
// (docs/decisions/005); what the portal took from it (page titles from route data, an error
// element, a blocker) is here and in ./gated-history.
import { useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import type { GatedHistory } from './gated-history';
import { NavigationGateContext, RouteHandlesContext } from './router-context';

/** Renders `routes` at the history's location; the history's gate is open to its pages. */
export function PortalRouter({
  history,
  routes,
}: {
  history: GatedHistory;
  routes: RouteObject[];
}): ReactNode {
  return (
    <HistoryRouter history={history}>
      <NavigationGateContext value={history}>
        <MatchedRoutes routes={routes} />
      </NavigationGateContext>
    </HistoryRouter>
  );
}

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handles = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle),
    [routes, location],
  );
  const element = useRoutes(routes, location);
  return <RouteHandlesContext value={handles}>{element}</RouteHandlesContext>;
}
