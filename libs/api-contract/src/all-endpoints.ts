// Every call of the portal, for the OpenAPI document and the contract test.
import type { AnyEndpoint } from './endpoint';
import { identityEndpoints } from './identity/endpoints';
import { paymentsEndpoints } from './payments/endpoints';
import { profileEndpoints } from './profile/endpoints';
import { servicingEndpoints } from './servicing/endpoints';
import { shellEndpoints } from './shell/endpoints';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...shellEndpoints,
  ...identityEndpoints,
  ...paymentsEndpoints,
  ...servicingEndpoints,
  ...profileEndpoints,
];
