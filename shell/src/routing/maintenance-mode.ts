// GET /api/MaintenanceMode → whether the portal is in maintenance mode (spec 1 §7).
import { maintenanceMode } from '@portal/api-contract/shell/calls-of-other-areas';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function fetchMaintenanceMode(api: KyInstance): Promise<ApiResult<boolean>> {
  return mapResult(await call(api, maintenanceMode, {}), (wire) => wire.isEnabled);
}
