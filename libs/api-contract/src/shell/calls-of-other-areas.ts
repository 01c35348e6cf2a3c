// Calls the shell makes whose owner is another area's list: the account list (payments, spec 2
// §7: paymentsEndpoints lists it). Declared here, with the owner's name, so the shell can call it
// now; it is NOT in shellEndpoints, so each route stays listed once. When the owner's declaration
// lands (branch s-payments), the shell imports it and this file goes. Maintenance mode and the
// logout are identity's (libs/api-contract/src/identity/portal-checks.ts).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';

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
