// POST /api/Account/UpdateAddress (spec 3 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { WireAddressSchema } from './account-details';

export interface AddressInput {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

const UpdateAddressResponseSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
  Address: v.nullish(WireAddressSchema, null),
});

export type UpdateAddressResponse = v.InferOutput<typeof UpdateAddressResponseSchema>;

export async function updateAddress(
  api: KyInstance,
  accountNumber: string,
  address: AddressInput,
): Promise<UpdateAddressResponse> {
  const body = await api
    .post('Account/UpdateAddress', {
      json: {
        AccountNumber: accountNumber,
        Address: {
          Address1: address.address1,
          City: address.city,
          State: address.state,
          ZipCode: address.zip,
        },
      },
    })
    .json();
  return parseWire(UpdateAddressResponseSchema, body, 'Account/UpdateAddress');
}
