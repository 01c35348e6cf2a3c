// GET /api/MaintenanceMode (spec 1 §7): checked after each login step and registration section.
import * as identity from '@portal/api-contract/identity/portal-checks';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function maintenanceMode(api: KyInstance): Promise<ApiResult<boolean>> {
  const result = await call(api, identity.maintenanceMode, {});
  return mapResult(result, (answer) => answer.isEnabled);
}

/** 'failed' when the check itself could not be made: the caller treats that like 'on'. */
export async function checkMaintenance(api: KyInstance): Promise<'off' | 'on' | 'failed'> {
  const result = await maintenanceMode(api);
  if (result.kind !== 'ok') return 'failed';
  return result.value ? 'on' : 'off';
}
