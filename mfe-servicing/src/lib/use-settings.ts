// Institution settings for this area's screens, read through the typed catalogue reader.
import { usePortalState, type SetupOptionKey } from '@portal/shared-contracts';

export interface Settings {
  text(key: SetupOptionKey): string;
  flag(key: SetupOptionKey): boolean;
}

export function useSettings(): Settings {
  const options = usePortalState((state) => state.options);
  return {
    // Before settings arrive (standalone start-up) every text is empty and every switch off.
    text: (key) => options?.text(key) ?? '',
    flag: (key) => options?.flag(key) ?? false,
  };
}
