// Every call of the portal, for the OpenAPI document and the contract test.
import type { AnyEndpoint } from './endpoint.ts';
import { identityEndpoints } from './identity/endpoints.ts';
import { paymentsEndpoints } from './payments/endpoints.ts';
import { profileEndpoints } from './profile/endpoints.ts';
import { servicingEndpoints } from './servicing/endpoints.ts';
import { shellEndpoints } from './shell/endpoints.ts';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...shellEndpoints,
  ...identityEndpoints,
  ...paymentsEndpoints,
  ...servicingEndpoints,
  ...profileEndpoints,
];
