// Saves the alert preferences (path ours), sent with AlertsAreDirty true (spec 1 §3).
import { updateNotifications as endpoint } from '@portal/api-contract/profile/profile-updates';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { AlertPreferences } from '../rules/profile-model';
import { alertsOf, wireAlerts } from './profile-wire';

export async function updateNotifications(
  api: KyInstance,
  alerts: AlertPreferences,
): Promise<ApiResult<AlertPreferences>> {
  const result = await call(api, endpoint, { UserAlertsInfo: wireAlerts(alerts) });
  return mapResult(result, (wire) =>
    wire.UserAlertsInfo ? alertsOf(wire.UserAlertsInfo) : alerts,
  );
}
