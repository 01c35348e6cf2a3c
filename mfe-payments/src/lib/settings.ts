// The area's settings, read through the shared typed reader. Standalone tests have no options
// loaded, so the catalogue defaults stand in.
import {
  SETUP_OPTION_DEFAULTS,
  usePortalState,
  type SetupOptionKey,
} from '@portal/shared-contracts';
import { useMemo } from 'react';

export interface PaymentSettings {
  text(key: SetupOptionKey): string;
  flag(key: SetupOptionKey): boolean;
  number(key: SetupOptionKey, fallback: number): number;
  /** A setting that may name any key (configurable error texts); undefined when unknown. */
  lookup(key: string): string | undefined;
}

const isKey = (key: string): key is SetupOptionKey => Object.hasOwn(SETUP_OPTION_DEFAULTS, key);

export function usePaymentSettings(): PaymentSettings {
  const options = usePortalState((state) => state.options);
  return useMemo(() => {
    const text = (key: SetupOptionKey): string =>
      options ? options.text(key) : SETUP_OPTION_DEFAULTS[key];
    return {
      text,
      flag: (key) => text(key).trim().toLowerCase() === 'true',
      number: (key, fallback) => {
        const value = Number(text(key));
        return text(key).trim() !== '' && Number.isFinite(value) ? value : fallback;
      },
      lookup: (key) => (isKey(key) ? text(key) : undefined),
    };
  }, [options]);
}
