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

/**
 * The paths of the answers that are the same for every caller (`sameForEveryone`): the only API
 * answers the shell's gateway compresses; every other passes uncompressed (BREACH,
 * docs/decisions/003).
 */
export const PUBLIC_API_PATHS: readonly string[] = allEndpoints
  .filter((call) => call.sameForEveryone)
  .map((call) => `/api/${call.path}`);
