// Calls identity shares with the shell (spec 1 §7; the business day is a path of ours): maintenance
// mode after each login step, the business day for date rules, and ending an unfinished sign-in.
// If the shell's list declares the same routes, keep one declaration and import it here.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope, NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const maintenanceMode = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.maintenanceMode',
    method: 'GET',
    path: 'MaintenanceMode',
    request: NoRequestSchema,
    response: v.object({ isEnabled: v.boolean() }),
    errors: [],
  }))();

export const businessDate = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.businessDate',
    method: 'GET',
    path: 'setup/BusinessDate',
    request: NoRequestSchema,
    response: envelope({
      BusinessDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
      TimeZone: WireText,
    }),
    errors: [],
  }))();

export const logout = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.logout',
    method: 'POST',
    path: 'Login/Logout',
    request: v.object({ UserToken: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: [],
  }))();
