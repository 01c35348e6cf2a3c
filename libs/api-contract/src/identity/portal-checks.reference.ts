// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./portal-checks.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { businessDate, logout, maintenanceMode } from './portal-checks.ts';

export const portalChecksReferences = [
  reference(maintenanceMode, {
    spec: 'spec 1 §7',
    summary: 'Whether the portal is in maintenance mode.',
  }),
  reference(businessDate, {
    spec: 'sandbox README (path ours: the spec leaves the business day to spec 2)',
    summary: "The institution's business day, the 'today' of every date rule.",
  }),
  reference(logout, {
    spec: 'spec 1 §7',
    summary: 'Ends a session (here: a sign-in that did not finish its steps).',
    example: { UserToken: 'no-such-token' },
  }),
];
