// PUT /api/ManualChangeContactInfo (spec 3 §3 "Contact change request", §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema } from '../envelope.ts';
import { AccountNumber } from '../wire-values.ts';

const WireContactAddressSchema = /*#__PURE__*/ (() =>
  v.object({
    Address1: v.string(),
    Address2: v.string(),
    City: v.string(),
    State: v.string(),
    ZipCode: v.string(),
  }))();

export const manualChangeContactInfo = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.manualChangeContactInfo',
    method: 'PUT',
    path: 'ManualChangeContactInfo',
    request: v.object({
      AccountNumbers: v.pipe(v.array(AccountNumber), v.minLength(1)),
      NewAddress: v.nullable(WireContactAddressSchema),
      OldAddress: v.nullable(WireContactAddressSchema),
      PhoneNumber1: v.nullable(
        v.object({ OldPhoneNumber: v.string(), NewPhoneNumber: v.string() }),
      ),
      UserName: v.string(),
      FirstName: v.string(),
    }),
    response: EmptyEnvelopeSchema,
    errors: ['AccountNotAuthorized', 'Invalid'],
  }))();
