import type { RouteDefinition } from '../route-definition.ts';

/** The profile area's calls (spec call tables). Registered in ../registry.ts. */
export const profileRoutes: readonly RouteDefinition[] = [];
