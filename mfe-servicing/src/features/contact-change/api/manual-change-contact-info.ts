// PUT /api/ManualChangeContactInfo (spec 3 §3 Contact change request, §7).
import type { KyInstance } from 'ky';

export interface WireContactAddress {
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZipCode: string;
}

export interface ContactChangeRequest {
  AccountNumbers: string[];
  NewAddress: WireContactAddress | null;
  OldAddress: WireContactAddress | null;
  PhoneNumber1: { OldPhoneNumber: string; NewPhoneNumber: string } | null;
  UserName: string;
  FirstName: string;
}

export async function sendContactChange(api: KyInstance, request: ContactChangeRequest) {
  await api.put('ManualChangeContactInfo', { json: request });
}
