// Every call of the payments area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list.
import type { AnyEndpoint } from '../endpoint.ts';

export const paymentsEndpoints: readonly AnyEndpoint[] = [];
