import { accountRoutes } from './accounts.ts';
import { clientErrorRoutes } from './client-errors.ts';
import { loginRoutes } from './login.ts';
import type { RouteDefinition } from './route-definition.ts';
import { sandboxControlRoutes } from './sandbox-control.ts';
import { setupRoutes } from './setup.ts';

/**
 * Every call the sandbox answers. Add a new area's routes here; the auth table test
 * (route-auth.test.ts) then covers its signed-in and account-scoped routes automatically.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...setupRoutes,
  ...loginRoutes,
  ...accountRoutes,
  ...clientErrorRoutes,
  ...sandboxControlRoutes,
];
