// One app's settings: the reader and hook of the catalogue it bundles, i.e. the common keys and
// its own. Each app binds its catalogue once (src/lib/*-settings.ts) and its screens read
// through that binding, so an app downloads the defaults of its own keys and no page pays for
// another area's (issue 14).
import { readerOf, type Settings } from './settings-reader';
import { settingsHook } from './use-settings';

export function appSettings<K extends string>(catalogue: Readonly<Record<K, string>>) {
  const readSettings = readerOf(catalogue);
  return { readSettings, useSettings: settingsHook(readSettings) };
}

export type { Settings };
