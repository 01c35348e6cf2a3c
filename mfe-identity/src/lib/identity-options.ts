// The identity area's view of the institution settings: read through the catalogue, with the
// catalogue defaults when the settings have not arrived (a remote running alone, tests).
import {
  SETUP_OPTION_DEFAULTS,
  usePortalState,
  type InstitutionOptions,
  type SetupOptionKey,
  type SetupOptions,
} from '@portal/shared-contracts';
import { useMemo } from 'react';

export interface OptionReader {
  text(key: SetupOptionKey): string;
  flag(key: SetupOptionKey): boolean;
  institution: InstitutionOptions | null;
}

const isTrue = (text: string) => text.trim().toLowerCase() === 'true';

export function optionReader(options: SetupOptions | null): OptionReader {
  if (!options)
    return {
      text: (key) => SETUP_OPTION_DEFAULTS[key],
      flag: (key) => isTrue(SETUP_OPTION_DEFAULTS[key]),
      institution: null,
    };
  // A shell released before this area added a setting does not know its key and refuses it
  // ('Cannot read option'); this area's own catalogue still has the default, so use that.
  const text = (key: SetupOptionKey): string => {
    try {
      return options.text(key);
    } catch (error) {
      const fallback: string | undefined = SETUP_OPTION_DEFAULTS[key];
      if (fallback === undefined) throw error;
      return fallback;
    }
  };
  return { text, flag: (key) => isTrue(text(key)), institution: options.institution };
}

export function useIdentityOptions(): OptionReader {
  const options = usePortalState((state) => state.options);
  return useMemo(() => optionReader(options), [options]);
}
