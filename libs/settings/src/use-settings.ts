// The React binding of the settings reader, the one every screen uses: the same defaults before
// and after the start-up options arrive, so no screen invents its own ('' or false) meanwhile.
import { usePortalState, type InstitutionSettings } from '@portal/shared-contracts';
import { useMemo } from 'react';
import type { PortalOptionKey } from './portal-option-catalogue';
import { settingsReader, type Settings } from './settings-reader';

/** The hook of one catalogue's reader (the payments area binds the whole catalogue). */
export function settingsHook<K extends string>(
  reader: (options: InstitutionSettings | null) => Settings<K>,
): () => Settings<K> {
  return function useCatalogueSettings() {
    const options = usePortalState((state) => state.options);
    return useMemo(() => reader(options), [options]);
  };
}

/** The settings every app may read. */
export const useSettings = settingsHook(settingsReader);

/** One setting's text. */
export function useSetting(key: PortalOptionKey): string {
  return useSettings().text(key);
}
