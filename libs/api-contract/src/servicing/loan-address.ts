// POST /api/Account/UpdateAddress (spec 3 §3, §7): the loan's mailing address.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireAccountAddressSchema } from './account-details.ts';
import { AccountNumber } from '../wire-values.ts';

export const updateAddress = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.updateAddress',
    method: 'POST',
    path: 'Account/UpdateAddress',
    request: v.object({
      AccountNumber: AccountNumber,
      Address: v.object({
        Address1: v.string(),
        City: v.string(),
        State: v.string(),
        ZipCode: v.string(),
      }),
    }),
    response: envelope({ Address: v.nullish(WireAccountAddressSchema) }),
    errors: [
      'InvalidAddress',
      'City is not found within the specified zip code.',
      'AccountNotAuthorized',
    ],
  }))();
