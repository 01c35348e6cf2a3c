// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./account-details.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { accountDetails } from './account-details.ts';

export const accountDetailsReferences = [
  reference(accountDetails, {
    spec: 'spec 2 §7, spec 3 §3',
    summary: 'One account of the borrower with its branch, alerts and payment information.',
    example: { accountNumber: '00011002347' },
  }),
];
