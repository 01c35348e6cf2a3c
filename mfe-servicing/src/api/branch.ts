// The wire's BranchInfo (spec 3 §3) as the area's Branch, for the loan page and the locations page.
import type { WireBranchInfoSchema } from '@portal/api-contract/servicing/branches';
import type * as v from 'valibot';
import type { Branch } from '../lib/branch';

export function toBranch(wire: v.InferOutput<typeof WireBranchInfoSchema>): Branch {
  return {
    number: wire.BranchNumber === undefined ? null : String(wire.BranchNumber),
    name: wire.BranchName ?? '',
    street: wire.StreetAddress ?? '',
    city: wire.City ?? '',
    state: wire.State ?? '',
    zip: wire.Zip ?? '',
    phone: wire.PhoneNumber ?? '',
    latitude: wire.Latitude ?? 0,
    longitude: wire.Longitude ?? 0,
  };
}
