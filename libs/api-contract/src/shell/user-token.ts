// The user-token service (spec 3 §7 "token from a user-token service"): a single-use token minted
// for one purpose, so an outside link never carries the session token. The answer is the token
// itself, a bare JSON string.
import * as v from 'valibot';
import { endpoint } from '../endpoint';

export const getUserToken = endpoint({
  name: 'shell.getUserToken',
  method: 'POST',
  path: 'UserToken/GetUserToken',
  request: v.object({ Purpose: v.picklist(['ApplyForLoan']) }),
  response: v.pipe(v.string(), v.minLength(1)),
  errors: ['Invalid', 'Unauthorized'],
  spec: 'spec 3 §7',
  summary: 'A single-use token for the consumer loan application link.',
  example: { Purpose: 'ApplyForLoan' },
});
