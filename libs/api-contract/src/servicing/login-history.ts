// GET /api/Profile/LoginHistory (spec 3 §7): the user's previous logins.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const loginHistory = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.loginHistory',
    method: 'GET',
    path: 'Profile/LoginHistory',
    request: NoRequestSchema,
    response: v.array(
      v.object({
        LoginDate: v.string(),
        IPAddress: WireText,
        EntryKey: v.optional(v.union([v.string(), v.number()])),
      }),
    ),
    errors: [],
  }))();
