import type { RouteDefinition } from '../route-definition.ts';

/** The identity area's calls (spec call tables). Registered in ../registry.ts. */
export const identityRoutes: readonly RouteDefinition[] = [];
