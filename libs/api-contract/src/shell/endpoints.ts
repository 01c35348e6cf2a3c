// Every call of the shell area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. The shell's
// calls that another area owns are in calls-of-other-areas.ts, not here.
import type { AnyEndpoint } from '../endpoint';
import { clientError } from './client-error';
import { applicationOptions } from './start-up';
import { getUserToken } from './user-token';

export const shellEndpoints: readonly AnyEndpoint[] = [
  applicationOptions,
  clientError,
  getUserToken,
];
