import type { RouteDefinition } from '../route-definition.ts';

/** The payments area's calls (spec call tables). Registered in ../registry.ts. */
export const paymentsRoutes: readonly RouteDefinition[] = [];
