// GET /api/BranchInfo/GetByBranchNumber (spec 3 §3: fetched by the first 4 characters of the account).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { BranchInfoSchema, type BranchInfo } from './account-details';

export async function fetchBranchByNumber(
  api: KyInstance,
  branchNumber: string,
): Promise<BranchInfo> {
  const body = await api
    .get('BranchInfo/GetByBranchNumber', { searchParams: { branchNumber } })
    .json();
  return parseWire(BranchInfoSchema, body, 'BranchInfo/GetByBranchNumber');
}
