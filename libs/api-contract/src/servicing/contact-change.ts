// PUT /api/ManualChangeContactInfo (spec 3 §3 "Contact change request", §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema } from '../envelope.ts';
import { AccountNumber } from '../wire-values.ts';

const WireContactAddressSchema = v.object({
  Address1: v.string(),
  Address2: v.string(),
  City: v.string(),
  State: v.string(),
  ZipCode: v.string(),
});

export const manualChangeContactInfo = endpoint({
  name: 'servicing.manualChangeContactInfo',
  method: 'PUT',
  path: 'ManualChangeContactInfo',
  request: v.object({
    AccountNumbers: v.pipe(v.array(AccountNumber), v.minLength(1)),
    NewAddress: v.nullable(WireContactAddressSchema),
    OldAddress: v.nullable(WireContactAddressSchema),
    PhoneNumber1: v.nullable(v.object({ OldPhoneNumber: v.string(), NewPhoneNumber: v.string() })),
    UserName: v.string(),
    FirstName: v.string(),
  }),
  response: EmptyEnvelopeSchema,
  errors: ['AccountNotAuthorized', 'Invalid'],
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
});
