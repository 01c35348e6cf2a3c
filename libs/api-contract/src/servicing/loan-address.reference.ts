// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./loan-address.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { updateAddress } from './loan-address.ts';

export const loanAddressReferences = [
  reference(updateAddress, {
    spec: 'spec 3 §7',
    summary: "Saves a loan's mailing address and answers the address as saved.",
    example: {
      AccountNumber: '00011002347',
      Address: { Address1: '1 Shore Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
    },
  }),
];
