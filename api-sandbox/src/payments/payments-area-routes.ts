import { paymentAgreementRoutes } from './agreement-routes.ts';
import { paymentInfoRoutes } from './info-routes.ts';
import { paymentManageRoutes } from './manage-routes.ts';
import { paymentMethodRoutes } from './method-routes.ts';
import { paymentSubmitRoutes } from './submit-routes.ts';
import type { RouteDefinition } from '../http/route-definition.ts';

/** The payments area's calls (spec 2 §7). Registered in ../registry.ts. */
export const paymentsRoutes: readonly RouteDefinition[] = [
  ...paymentInfoRoutes,
  ...paymentMethodRoutes,
  ...paymentSubmitRoutes,
  ...paymentManageRoutes,
  ...paymentAgreementRoutes,
];
