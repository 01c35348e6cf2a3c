// The identity area's view of the institution settings: read through the catalogue, with the
// catalogue defaults when the settings have not arrived (a remote running alone, tests).
import {
  SETUP_OPTION_DEFAULTS,
  usePortalState,
  type InstitutionOptions,
  type SetupOptionKey,
  type SetupOptions,
} from '@portal/shared-contracts';

export interface OptionReader {
  text(key: SetupOptionKey): string;
  flag(key: SetupOptionKey): boolean;
  institution: InstitutionOptions | null;
}

export function optionReader(options: SetupOptions | null): OptionReader {
  if (options) return options;
  return {
    text: (key) => SETUP_OPTION_DEFAULTS[key],
    flag: (key) => SETUP_OPTION_DEFAULTS[key].trim().toLowerCase() === 'true',
    institution: null,
  };
}

export function useIdentityOptions(): OptionReader {
  const options = usePortalState((state) => state.options);
  return optionReader(options);
}
