// The sandbox's route table as method and path, for the contract test and the reference page.
// The router matches literal segments case-insensitively and any `{name}` segment alike, so two
// routes are the same when their keys are. (On Hono the table is `app.routes`.)
import type { RouteDefinition } from '../http/route-definition.ts';

export interface RouteEntry {
  readonly method: string;
  /** The full path, e.g. `/api/PaymentInformation/GetPaymentInfo`. */
  readonly path: string;
  readonly requiresUser: boolean;
  /** A money-moving call: it needs an Idempotency-Key header (the route's example sends one). */
  readonly idempotent: boolean;
}

export function routeTable(routes: readonly RouteDefinition[]): RouteEntry[] {
  return routes.map(({ method, path, requiresUser, exampleHeaders = {} }) => ({
    method,
    path,
    requiresUser,
    idempotent: Object.keys(exampleHeaders).some(
      (name) => name.toLowerCase() === 'idempotency-key',
    ),
  }));
}

/** `GET /api/paymentinformation/getpaymentinfo`: one key per route the router tells apart. */
export function routeKey(method: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '{}' : segment.toLowerCase()));
  return `${method.toUpperCase()} /${segments.join('/')}`;
}
