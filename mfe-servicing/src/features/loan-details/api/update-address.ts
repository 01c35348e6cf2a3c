// POST /api/Account/UpdateAddress (spec 3 §7): answers the address as saved, when it sends one.
import { updateAddress as updateAddressCall } from '@portal/api-contract/servicing/loan-address';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { LoanAddress } from './account-details';

export async function updateAddress(
  api: KyInstance,
  accountNumber: string,
  address: LoanAddress,
): Promise<ApiResult<LoanAddress | null>> {
  const answer = await call(api, updateAddressCall, {
    AccountNumber: accountNumber,
    Address: {
      Address1: address.address1,
      City: address.city,
      State: address.state,
      ZipCode: address.zip,
    },
  });
  return mapResult(answer, (body) =>
    body.Address
      ? {
          address1: body.Address.Address1 ?? '',
          city: body.Address.City ?? '',
          state: body.Address.State ?? '',
          zip: body.Address.ZipCode ?? '',
        }
      : null,
  );
}
