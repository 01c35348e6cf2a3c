// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./email-links.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { optOut, validateEmail } from './email-links.ts';

export const emailLinksReferences = [
  reference(validateEmail, {
    spec: 'spec 1 §7',
    summary: "Marks the borrower's e-mail address verified from the verification link.",
    example: { EncryptedUserData: 'verify-newpass1' },
  }),
  reference(optOut, {
    spec: 'spec 1 §7',
    summary: 'Opts the borrower out of notifications; EmailAddress carries the link token.',
    example: { EmailAddress: 'optout-borrower1' },
  }),
];
