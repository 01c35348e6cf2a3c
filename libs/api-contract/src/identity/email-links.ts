// The links the institution e-mails (spec 1 §7): verify an e-mail address and opt out of
// notifications. The link's token travels in the body, never in a query string of ours.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema } from '../envelope.ts';

export const validateEmail = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.validateEmail',
    method: 'POST',
    path: 'Login/ValidateEmail',
    request: v.object({ EncryptedUserData: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: ['Invalid'],
  }))();

export const optOut = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.optOut',
    method: 'POST',
    path: 'OptOut/OptOut',
    request: v.object({ EmailAddress: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: ['Invalid'],
  }))();
