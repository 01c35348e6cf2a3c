// The overrides this browser asked for, kept in localStorage: per browser, across reloads and
// tabs, until cleared. Only URLs are kept here (no token, no borrower data).
import * as v from 'valibot';
import { AREA_NAMES, type AreaName } from '@portal/shared-contracts';

export const OVERRIDES_KEY = 'portal.remoteOverrides';

export type StoredOverrides = Partial<Record<AreaName, string>>;

const StoredSchema = v.record(v.picklist(AREA_NAMES), v.pipe(v.string(), v.url()));

/** What is stored; anything unreadable counts as no override at all. */
export function readOverrides(storage: Storage = window.localStorage): StoredOverrides {
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}'));
    return parsed.success ? (parsed.output as StoredOverrides) : {};
  } catch {
    return {};
  }
}

export function saveOverride(area: AreaName, url: string, storage: Storage = window.localStorage) {
  storage.setItem(OVERRIDES_KEY, JSON.stringify({ ...readOverrides(storage), [area]: url }));
}

export function clearOverride(area: AreaName, storage: Storage = window.localStorage) {
  const { [area]: _cleared, ...rest } = readOverrides(storage);
  if (Object.keys(rest).length === 0) storage.removeItem(OVERRIDES_KEY);
  else storage.setItem(OVERRIDES_KEY, JSON.stringify(rest));
}
