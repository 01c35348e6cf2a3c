// Every call of the shell area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. The shell also
// calls what other areas own (maintenance mode, logout, the account list): they stay in their lists.
import type { AnyEndpoint } from '../endpoint.ts';
import { clientError } from './client-error.ts';
import { applicationOptions, institutionOptions } from './start-up.ts';
import { applyForLoan, getUserToken } from './user-token.ts';

export const shellEndpoints: readonly AnyEndpoint[] = [
  applicationOptions,
  institutionOptions,
  clientError,
  getUserToken,
  applyForLoan,
];
