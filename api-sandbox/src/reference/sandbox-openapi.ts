// The OpenAPI document the sandbox serves: the contract's, with each call's session need read
// from the route the sandbox answers it with (a signed-in route needs the UserToken header, a
// money-moving one an Idempotency-Key). The contract does not say either yet.
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { OpenApiDocument } from '@portal/api-contract/openapi/openapi-types';
import { portalOpenApiDocument } from '@portal/api-contract/openapi/portal-openapi';
import { routeKey, type RouteEntry } from '../contract/route-table.ts';

export function sandboxOpenApiDocument(routes: readonly RouteEntry[]): OpenApiDocument {
  const byKey = new Map(routes.map((route) => [routeKey(route.method, route.path), route]));
  const routeOf = (endpoint: AnyEndpoint) =>
    byKey.get(routeKey(endpoint.method, `/api/${endpoint.path}`));
  return portalOpenApiDocument({
    signedIn: (endpoint) => routeOf(endpoint)?.requiresUser,
    idempotent: (endpoint) => routeOf(endpoint)?.idempotent ?? false,
  });
}
