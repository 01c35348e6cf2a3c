import type { RouteDefinition } from '../route-definition.ts';

/** The servicing area's calls (spec call tables). Registered in ../registry.ts. */
export const servicingRoutes: readonly RouteDefinition[] = [];
