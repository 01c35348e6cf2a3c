// The React binding of the settings reader, the one every screen uses: the same defaults before
// and after the start-up options arrive, so no screen invents its own ('' or false) meanwhile.
import { usePortalState } from '@portal/shared-contracts';
import { useMemo } from 'react';
import type { SetupOptionKey } from './setup-option-catalogue';
import { settingsReader, type Settings } from './settings-reader';

export function useSettings(): Settings {
  const options = usePortalState((state) => state.options);
  return useMemo(() => settingsReader(options), [options]);
}

/** One setting's text. */
export function useSetting(key: SetupOptionKey): string {
  return useSettings().text(key);
}
