// The API answers the shell's gateway compresses: the contract's calls whose answer is the same
// for every caller (`sameForEveryone`). Every other answer passes uncompressed (BREACH,
// docs/decisions/003).
import { allEndpoints } from '../libs/api-contract/src/all-endpoints.ts';

export const PUBLIC_API_PATHS = allEndpoints
  .filter((call) => call.sameForEveryone)
  .map((call) => `/api/${call.path}`);
