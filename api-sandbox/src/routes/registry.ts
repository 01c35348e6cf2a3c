import { accountRoutes } from './accounts.ts';
import { brandingRoutes } from './branding.ts';
import { identityRoutes } from './areas/identity.ts';
import { paymentsRoutes } from './areas/payments.ts';
import { profileRoutes } from './areas/profile.ts';
import { referenceRoutes } from '../reference/reference-routes.ts';
import { servicingRoutes } from './areas/servicing.ts';
import { clientErrorRoutes } from './client-errors.ts';
import { cspReportRoutes } from './csp-report.ts';
import { loginRoutes } from './login.ts';
import type { RouteDefinition } from './route-definition.ts';
import { sandboxControlRoutes } from './sandbox-control.ts';
import { setupRoutes } from './setup.ts';
import { userTokenRoutes } from './user-token.ts';

/**
 * Every call the sandbox answers. Each area adds its calls in routes/areas/<area>.ts; the auth table test
 * (route-auth.test.ts) then covers its signed-in and account-scoped routes automatically.
 */
const SERVED_ROUTES: readonly RouteDefinition[] = [
  ...setupRoutes,
  ...loginRoutes,
  ...accountRoutes,
  ...clientErrorRoutes,
  ...cspReportRoutes,
  ...identityRoutes,
  ...paymentsRoutes,
  ...servicingRoutes,
  ...profileRoutes,
  ...userTokenRoutes,
  ...sandboxControlRoutes,
  ...brandingRoutes,
];

// The contract's OpenAPI document and its reference page, which read the routes above.
export const ROUTES: readonly RouteDefinition[] = [
  ...SERVED_ROUTES,
  ...referenceRoutes(SERVED_ROUTES),
];
