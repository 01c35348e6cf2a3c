// The one-time token for a document the browser opens itself (spec 3 §7). A module of its own:
// every document page asks for it, and none of them should download the loan page's alerts and
// statements contracts with it.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';

export const passableToken = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.passableToken',
    method: 'GET',
    path: 'PassableToken/GetPassableToken',
    request: v.object({}),
    response: v.pipe(v.string(), v.minLength(1)),
    errors: [],
  }))();
