import { loginStepRoutes } from './login-step-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { ssoProviderRoutes } from './sso-provider-routes.ts';
import type { RouteDefinition } from '../http/route-definition.ts';

/** The identity area's calls (spec call tables). Registered in ../registry.ts. */
export const identityRoutes: readonly RouteDefinition[] = [
  ...passwordRoutes,
  ...loginStepRoutes,
  ...recoveryRoutes,
  ...registrationRoutes,
  ...ssoProviderRoutes,
];
