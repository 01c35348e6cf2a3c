// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./account-list.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { accountList } from './account-list.ts';

export const accountListReferences = [
  reference(accountList, {
    spec: 'spec 2 §7',
    summary: "The signed-in borrower's accounts, of every type.",
  }),
];
