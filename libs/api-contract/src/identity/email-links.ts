// The links the institution e-mails (spec 1 §7): verify an e-mail address and opt out of
// notifications. The link's token travels in the body, never in a query string of ours.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema } from '../envelope.ts';

export const validateEmail = endpoint({
  name: 'identity.validateEmail',
  method: 'POST',
  path: 'Login/ValidateEmail',
  request: v.object({ EncryptedUserData: v.string() }),
  response: EmptyEnvelopeSchema,
  errors: ['Invalid'],
  spec: 'spec 1 §7',
  summary: "Marks the borrower's e-mail address verified from the verification link.",
  example: { EncryptedUserData: 'verify-newpass1' },
});

export const optOut = endpoint({
  name: 'identity.optOut',
  method: 'POST',
  path: 'OptOut/OptOut',
  request: v.object({ EmailAddress: v.string() }),
  response: EmptyEnvelopeSchema,
  errors: ['Invalid'],
  spec: 'spec 1 §7',
  summary: 'Opts the borrower out of notifications; EmailAddress carries the link token.',
  example: { EmailAddress: 'optout-borrower1' },
});
