// The user-token service (spec 3 §7 "token from a user-token service"): a single-use token minted
// for one purpose, so an outside link never carries the session token. The answer is the token
// itself, a bare JSON string; the link it is minted for is the document the browser opens.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { TokenText } from '../wire-values.ts';

export const getUserToken = /*#__PURE__*/ (() =>
  endpoint({
    name: 'shell.getUserToken',
    method: 'POST',
    path: 'UserToken/GetUserToken',
    request: v.object({ Purpose: v.picklist(['ApplyForLoan']) }),
    response: TokenText,
    errors: ['Invalid', 'Unauthorized'],
  }))();

/**
 * The consumer loan application, opened in a new tab with a token of getUserToken (spec 3 §7).
 * No example: each token is good once, so no fixed request succeeds.
 */
export const applyForLoan = /*#__PURE__*/ (() =>
  endpoint({
    name: 'shell.applyForLoan',
    method: 'GET',
    path: 'ApplyForLoan',
    request: v.object({ token: TokenText }),
    responseKind: 'document',
    response: v.instance(Blob),
    errors: ['Unauthorized'],
  }))();
