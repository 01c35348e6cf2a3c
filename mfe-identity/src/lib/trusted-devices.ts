// Trusted-device tokens, kept on this device as a map keyed by customer id (spec 1 §3).
// localStorage holds these tokens only: never a user token or a password.
import * as v from 'valibot';

export const TRUSTED_DEVICES_KEY = 'portal.trustedDevices';

const TrustedDeviceMapSchema = v.record(v.string(), v.string());
export type TrustedDeviceMap = Record<string, string>;

/** The stored map, or an empty one when nothing (or something unreadable) is stored. */
export function parseTrustedDevices(text: string | null): TrustedDeviceMap {
  if (!text) return {};
  try {
    const parsed = v.safeParse(TrustedDeviceMapSchema, JSON.parse(text));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

export function withTrustedDevice(
  map: TrustedDeviceMap,
  customerId: string,
  token: string,
): TrustedDeviceMap {
  return { ...map, [customerId]: token };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function deviceStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readTrustedDeviceTokens(storage = deviceStorage()): string[] {
  return Object.values(parseTrustedDevices(storage?.getItem(TRUSTED_DEVICES_KEY) ?? null));
}

export function rememberTrustedDevice(
  customerId: string,
  token: string,
  storage = deviceStorage(),
): void {
  if (!storage) return;
  const map = parseTrustedDevices(storage.getItem(TRUSTED_DEVICES_KEY));
  try {
    storage.setItem(TRUSTED_DEVICES_KEY, JSON.stringify(withTrustedDevice(map, customerId, token)));
  } catch {
    // Storage full or refused: the user simply gets asked for a code next time.
  }
}
