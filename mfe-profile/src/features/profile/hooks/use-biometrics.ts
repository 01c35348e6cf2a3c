import type { MobileBridge } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';

/**
 * The biometrics toggle: shown only in the mobile wrapper on a device able to do biometrics
 * (spec 1 §6). The wrapper does not report the current setting, so it starts off.
 */
export function useBiometrics(bridge: MobileBridge | null) {
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState(false);
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    if (!bridge) return;
    let live = true;
    bridge
      .canUseBiometrics()
      .then((can) => live && setShown(can))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [bridge]);

  return {
    shown,
    enabled,
    dirty: shown && enabled !== saved,
    set: setEnabled,
    cancel: () => setEnabled(saved),
    /** Enables or disables on the device; false when that failed (BiometricsNotUpdated). */
    async save(): Promise<boolean> {
      if (!bridge) return false;
      const ok = await bridge.setBiometricsEnabled(enabled).catch(() => false);
      if (ok) setSaved(enabled);
      return ok;
    },
  };
}
