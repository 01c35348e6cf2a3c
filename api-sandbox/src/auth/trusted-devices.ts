import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';
import { instant } from '../time/dates.ts';
import { newToken } from './tokens.ts';

/** How long "remember this device" lasts. */
export const TRUSTED_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

export function createTrustedDevice(
  db: Database,
  userId: number,
  deviceId: string | null,
  now: Date,
): string {
  const token = newToken();
  execute(
    db,
    'INSERT INTO trusted_devices (token, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    token,
    userId,
    deviceId,
    instant(now),
    now.getTime() + TRUSTED_DEVICE_MS,
  );
  return token;
}

/** True when one of `tokens` is a live trusted-device token of this user. */
export function hasTrustedDevice(
  db: Database,
  userId: number,
  tokens: readonly string[],
  now: Date,
): boolean {
  return tokens.some(
    (token) =>
      readRow(
        db,
        v.object({ found: integer }),
        'SELECT 1 AS found FROM trusted_devices WHERE token = ? AND user_id = ? AND expires_at > ?',
        token,
        userId,
        now.getTime(),
      ) !== undefined,
  );
}
