// Update notifications (path not shown in the spec; ours: POST /api/Profile/UpdateNotifications).
// Sends UserAlertsInfo with AlertsAreDirty true (spec 1 §3) and reads UserAlertsInfo back.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { UserAlertsInfoSchema, type UserAlertsInfo } from './get-profile';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

const ResponseSchema = v.object({ UserAlertsInfo: UserAlertsInfoSchema });

export async function updateNotifications(
  api: KyInstance,
  alerts: UserAlertsInfo,
): Promise<SaveResult<UserAlertsInfo>> {
  try {
    const body: unknown = await api
      .post('Profile/UpdateNotifications', {
        json: { UserAlertsInfo: { ...alerts, AlertsAreDirty: true } },
      })
      .json();
    return readEnvelope(
      body,
      'update notifications',
      (ok, what) => parseWire(ResponseSchema, ok, what).UserAlertsInfo,
    );
  } catch (error) {
    return failureOf(error);
  }
}
