// The area whose code a script is: a remote's files sit beside its entry (a published release
// keeps them all under one versioned folder); the page's own origin serves the shell's.
import { AREA_NAMES, type AreaName } from '@portal/shared-contracts';
import type { TelemetryArea } from '@portal/telemetry-contract/labels';
import type { RemotesConfig } from '../boot/remotes-config';

/**
 * @param script the script's origin and path (./capture `scriptOf`)
 * @param pageOrigin the portal's origin, whose scripts are the shell's
 * @returns the area, or undefined when no area's folder holds it
 */
export function areaOfScript(
  script: string,
  remotes: RemotesConfig,
  pageOrigin: string,
): TelemetryArea | undefined {
  const area = AREA_NAMES.find((name: AreaName) => {
    const entry = remotes[name]?.entry;
    return entry !== undefined && script.startsWith(folderOf(entry));
  });
  if (area) return area;
  return script.startsWith(`${pageOrigin}/`) ? 'shell' : undefined;
}

const folderOf = (entry: string) => {
  try {
    return new URL('.', entry).href;
  } catch {
    return entry;
  }
};
