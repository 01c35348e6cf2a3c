import { accountRoutes } from '../servicing/account-routes.ts';
import { brandingRoutes } from '../shell/branding-routes.ts';
import { identityRoutes } from '../identity/identity-area-routes.ts';
import { paymentsRoutes } from '../payments/payments-area-routes.ts';
import { profileRoutes } from '../profile/profile-routes.ts';
import { referenceRoutes } from '../reference/reference-routes.ts';
import { servicingRoutes } from '../servicing/servicing-area-routes.ts';
import { clientErrorRoutes } from '../shell/client-error-routes.ts';
import { cspReportRoutes } from '../shell/csp-report-routes.ts';
import { loginRoutes } from '../identity/login-routes.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { sandboxControlRoutes } from '../control/sandbox-control-routes.ts';
import { setupRoutes } from '../shell/setup-routes.ts';
import { userTokenRoutes } from '../shell/user-token-routes.ts';

/**
 * Every call the sandbox answers. Each area lists its calls in <area>/<area>-area-routes.ts (profile: profile-routes.ts); the auth table test
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
