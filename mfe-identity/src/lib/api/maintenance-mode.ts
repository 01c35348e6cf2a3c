// GET /api/MaintenanceMode (spec 1 §7): checked after each login step and registration section.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const MaintenanceModeSchema = v.object({ isEnabled: v.boolean() });

export async function maintenanceMode(api: KyInstance): Promise<boolean> {
  const body: unknown = await api.get('MaintenanceMode').json();
  return parseWire(MaintenanceModeSchema, body, 'MaintenanceMode').isEnabled;
}

/** 'failed' when the check itself could not be made: the caller treats that like 'on'. */
export async function checkMaintenance(api: KyInstance): Promise<'off' | 'on' | 'failed'> {
  try {
    return (await maintenanceMode(api)) ? 'on' : 'off';
  } catch {
    return 'failed';
  }
}
