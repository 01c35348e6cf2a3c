// What the portal's router (./portal-router) tells the components under it.
import { createContext, use } from 'react';
import type { GatedHistory, NavigationBlocker } from './gated-history';

export const NavigationGateContext = createContext<GatedHistory | null>(null);
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

/** The `handle` of each route matching the location, outermost first. */
export function useRouteHandles(): readonly unknown[] {
  return use(RouteHandlesContext);
}

/** Closes the navigation gate with `blocker`; returns the function that opens it again. */
export function useNavigationGate(): (blocker: NavigationBlocker) => () => void {
  const gate = use(NavigationGateContext);
  if (!gate) throw new Error('useNavigationGate needs the PortalRouter');
  return gate.block;
}
