// What servicing adds to GET /api/AccountDetails (spec 3 §3 "Account data response"): the
// mailing address the borrower edited, the branch (office = first 4 characters), the alerts.
import type { Database } from '../store/database.ts';
import {
  findAccountAddress,
  findAlertsJson,
  findBranch,
  type AddressRow,
} from './servicing-store.ts';

export interface ServicingDetails {
  address: AddressRow | undefined;
  branchInfo: Record<string, string | number> | null;
  alerts: unknown;
}

export function servicingDetails(db: Database, accountNumber: string): ServicingDetails {
  const branch = findBranch(db, accountNumber.slice(0, 4));
  const alerts = findAlertsJson(db, accountNumber);
  return {
    address: findAccountAddress(db, accountNumber),
    branchInfo: branch
      ? {
          BranchName: branch.name,
          StreetAddress: branch.street,
          City: branch.city,
          State: branch.state,
          Zip: branch.zip,
          PhoneNumber: branch.phone,
          Latitude: branch.latitude,
          Longitude: branch.longitude,
        }
      : null,
    alerts: alerts ? (JSON.parse(alerts) as unknown) : null,
  };
}
