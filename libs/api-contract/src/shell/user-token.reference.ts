// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./user-token.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { applyForLoan, getUserToken } from './user-token.ts';

export const userTokenReferences = [
  reference(getUserToken, {
    spec: 'spec 3 §7',
    summary: 'A single-use token for the consumer loan application link.',
    example: { Purpose: 'ApplyForLoan' },
  }),
  reference(applyForLoan, {
    spec: 'spec 3 §7',
    summary:
      'The consumer loan application page, for a single-use token of UserToken/GetUserToken.',
  }),
];
