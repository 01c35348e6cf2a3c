// GET /api/BranchInfo/Get and the zip lookup (spec 3 §7; the zip call's path is not shown).
import { branchList, zipCoordinates } from '@portal/api-contract/servicing/branches';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { toBranch } from '../../../api/branch';
import type { Branch } from '../../../lib/branch';

export async function fetchBranches(api: KyInstance): Promise<ApiResult<Branch[]>> {
  return mapResult(await call(api, branchList, {}), (list) => list.map(toBranch));
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The zip's coordinates; null for a zip the back end does not know (ZipNotFound). */
export async function fetchZipCoordinates(
  api: KyInstance,
  zipCode: string,
): Promise<ApiResult<Coordinates | null>> {
  const answer = await call(api, zipCoordinates, { zipCode });
  if (answer.kind === 'refused') return { kind: 'ok', value: null };
  return mapResult(answer, (body) =>
    body.Latitude === null ||
    body.Latitude === undefined ||
    body.Longitude === null ||
    body.Longitude === undefined
      ? null
      : { latitude: body.Latitude, longitude: body.Longitude },
  );
}
