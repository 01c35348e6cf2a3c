import { paymentAgreementRoutes } from '../../payments/agreement-routes.ts';
import { paymentInfoRoutes } from '../../payments/info-routes.ts';
import { paymentManageRoutes } from '../../payments/manage-routes.ts';
import { paymentMethodRoutes } from '../../payments/method-routes.ts';
import { paymentSubmitRoutes } from '../../payments/submit-routes.ts';
import type { RouteDefinition } from '../route-definition.ts';

/** The payments area's calls (spec 2 §7). Registered in ../registry.ts. */
export const paymentsRoutes: readonly RouteDefinition[] = [
  ...paymentInfoRoutes,
  ...paymentMethodRoutes,
  ...paymentSubmitRoutes,
  ...paymentManageRoutes,
  ...paymentAgreementRoutes,
];
