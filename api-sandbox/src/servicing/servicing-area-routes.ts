import { loanRoutes } from './loan-routes.ts';
import { servicingMiscRoutes } from './servicing-misc-routes.ts';
import type { RouteDefinition } from '../http/route-definition.ts';

/** The servicing area's calls (spec call tables). Registered in ../registry.ts. */
export const servicingRoutes: readonly RouteDefinition[] = [...loanRoutes, ...servicingMiscRoutes];
