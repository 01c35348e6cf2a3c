// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./contact-change.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { manualChangeContactInfo } from './contact-change.ts';

export const contactChangeReferences = [
  reference(manualChangeContactInfo, {
    spec: 'spec 3 §7',
    summary: 'Asks the institution to change the contact details of some accounts.',
    example: {
      AccountNumbers: ['00011002347'],
      NewAddress: null,
      OldAddress: null,
      PhoneNumber1: { OldPhoneNumber: '(269) 555-0100', NewPhoneNumber: '(269) 555-0101' },
      UserName: 'borrower1',
      FirstName: 'Alex',
    },
  }),
];
