import { loginStepRoutes } from '../../identity/login-step-routes.ts';
import { passwordRoutes } from '../../identity/password-routes.ts';
import { recoveryRoutes } from '../../identity/recovery-routes.ts';
import { registrationRoutes } from '../../identity/registration-routes.ts';
import { ssoProviderRoutes } from '../../identity/sso-provider-routes.ts';
import type { RouteDefinition } from '../route-definition.ts';

/** The identity area's calls (spec call tables). Registered in ../registry.ts. */
export const identityRoutes: readonly RouteDefinition[] = [
  ...passwordRoutes,
  ...loginStepRoutes,
  ...recoveryRoutes,
  ...registrationRoutes,
  ...ssoProviderRoutes,
];
