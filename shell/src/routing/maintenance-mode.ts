// GET /api/MaintenanceMode → { isEnabled } (spec 1 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const MaintenanceModeSchema = v.object({ isEnabled: v.boolean() });

export async function fetchMaintenanceMode(api: KyInstance): Promise<boolean> {
  const body = parseWire(
    MaintenanceModeSchema,
    await api.get('MaintenanceMode').json(),
    'MaintenanceMode',
  );
  return body.isEnabled;
}
