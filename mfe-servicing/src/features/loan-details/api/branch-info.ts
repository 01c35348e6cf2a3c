// GET /api/BranchInfo/GetByBranchNumber (spec 3 §3: fetched by the first 4 characters of the account).
import { branchByNumber } from '@portal/api-contract/servicing/branches';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { toBranch } from '../../../api/branch';
import type { Branch } from '../../../lib/branch';

export async function fetchBranchByNumber(
  api: KyInstance,
  branchNumber: string,
): Promise<ApiResult<Branch>> {
  return mapResult(await call(api, branchByNumber, { branchNumber }), toBranch);
}
