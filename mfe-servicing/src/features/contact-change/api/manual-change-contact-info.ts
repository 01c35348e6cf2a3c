// PUT /api/ManualChangeContactInfo (spec 3 §3 Contact change request, §7).
import { manualChangeContactInfo } from '@portal/api-contract/servicing/contact-change';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface ContactAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface ContactChange {
  accountNumbers: string[];
  oldAddress: ContactAddress | null;
  newAddress: ContactAddress | null;
  phone: { oldNumber: string; newNumber: string } | null;
  userName: string;
  firstName: string;
}

const toWire = (address: ContactAddress | null) =>
  address && {
    Address1: address.address1,
    Address2: address.address2,
    City: address.city,
    State: address.state,
    ZipCode: address.zip,
  };

export async function sendContactChange(
  api: KyInstance,
  change: ContactChange,
): Promise<ApiResult<void>> {
  const answer = await call(api, manualChangeContactInfo, {
    AccountNumbers: change.accountNumbers,
    NewAddress: toWire(change.newAddress),
    OldAddress: toWire(change.oldAddress),
    PhoneNumber1: change.phone && {
      OldPhoneNumber: change.phone.oldNumber,
      NewPhoneNumber: change.phone.newNumber,
    },
    UserName: change.userName,
    FirstName: change.firstName,
  });
  return mapResult(answer, () => undefined);
}
