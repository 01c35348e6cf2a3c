// Calls the shell makes whose owner is another area's list: maintenance mode and the logout
// (identity, spec 1 §7: identityEndpoints lists them) and the account list (payments, spec 2 §7:
// paymentsEndpoints lists it). Declared here, with the owners' names, so the shell can call them
// now; they are NOT in shellEndpoints, so each route stays listed once. When the owners'
// declarations land (branches s-identity, s-payments), the shell imports them and this file goes.
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EmptyEnvelopeSchema, envelope, NoRequestSchema } from '../envelope';

export const maintenanceMode = endpoint({
  name: 'identity.maintenanceMode',
  method: 'GET',
  path: 'MaintenanceMode',
  request: NoRequestSchema,
  response: v.object({ isEnabled: v.boolean() }),
  errors: [],
  spec: 'spec 1 §7',
  summary: 'Whether the portal is in maintenance mode.',
});

export const logout = endpoint({
  name: 'identity.logout',
  method: 'POST',
  path: 'Login/Logout',
  request: v.object({ UserToken: v.string() }),
  response: EmptyEnvelopeSchema,
  errors: [],
  spec: 'spec 1 §7',
  summary: 'Ends a session on the server.',
  example: { UserToken: 'no-such-token' },
});

/** Only the field the shell reads (an account's type); the owner's declaration has them all. */
export const accountList = endpoint({
  name: 'payments.accountList',
  method: 'GET',
  path: 'accountList',
  request: NoRequestSchema,
  response: envelope({ Accounts: v.nullish(v.array(v.object({ Type: v.number() }))) }),
  errors: [],
  spec: 'spec 2 §7, spec 3 §3',
  summary: "The signed-in borrower's accounts.",
});
