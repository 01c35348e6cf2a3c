// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./activate-account.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { activateAccount } from './activate-account.ts';

export const activateAccountReferences = [
  reference(activateAccount, {
    spec: 'spec 1 §7',
    summary: 'Activates a pre-created account from its e-mailed link and sets its password.',
    example: { Token: 'activate-jamie', Password: 'Welcome123x' },
  }),
];
