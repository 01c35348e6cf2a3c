// The React binding of a settings reader, the one every screen uses: the same defaults before
// and after the start-up options arrive, so no screen invents its own ('' or false) meanwhile.
import { usePortalState, type InstitutionSettings } from '@portal/shared-contracts';
import { useMemo } from 'react';
import type { Settings } from './settings-reader';

/** The hook of one catalogue's reader. */
export function settingsHook<K extends string>(
  reader: (options: InstitutionSettings | null) => Settings<K>,
): () => Settings<K> {
  return function useCatalogueSettings() {
    const options = usePortalState((state) => state.options);
    return useMemo(() => reader(options), [options]);
  };
}
