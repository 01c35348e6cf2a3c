// Where the browser opens a document itself (a new tab or window): the endpoint's path under /api
// and its query, checked against the contract like any request before it leaves.
import type { AnyEndpoint, RequestOf } from '@portal/api-contract/endpoint';
import * as v from 'valibot';

export function documentUrl<E extends AnyEndpoint>(endpoint: E, query: RequestOf<E>): string {
  const fields = v.parse(endpoint.request, query) as Record<string, string>;
  return `/api/${endpoint.path}?${new URLSearchParams(fields).toString()}`;
}
