import { loanRoutes } from '../../servicing/routes-loan.ts';
import { servicingMiscRoutes } from '../../servicing/routes-servicing.ts';
import type { RouteDefinition } from '../route-definition.ts';

/** The servicing area's calls (spec call tables). Registered in ../registry.ts. */
export const servicingRoutes: readonly RouteDefinition[] = [...loanRoutes, ...servicingMiscRoutes];
