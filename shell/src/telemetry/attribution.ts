// Who an event is about: the area, the release of it this tab runs and its variant. Read from the
// areas as the tab resolved them (remotes.json, a canary pick, this browser's override).
import type { AreaName } from '@portal/shared-contracts';
import {
  OVERRIDE_VERSION,
  VERSION_SHAPE,
  type TelemetryArea,
  type Variant,
} from '@portal/telemetry-contract/labels';
import type { RemoteConfig, RemotesConfig } from '../boot/remotes-config';

export interface Attribution {
  area: TelemetryArea;
  version: string;
  variant: Variant;
}

/** A version the wire cannot carry (free text in remotes.json) is reported as this. */
export const UNKNOWN_VERSION = 'unknown';

export const wireVersion = (version: string): string =>
  VERSION_SHAPE.test(version) ? version : UNKNOWN_VERSION;

/** An override is never a borrower's release; a canary says so (`variant: 'canary'`). */
const variantOf = (remote: RemoteConfig): Variant =>
  remote.override
    ? 'override'
    : 'variant' in remote && remote.variant === 'canary'
      ? 'canary'
      : 'stable';

export function attributionOf(
  area: TelemetryArea,
  remotes: RemotesConfig,
  shellVersion: string,
): Attribution {
  if (area === 'shell') return { area, version: wireVersion(shellVersion), variant: 'stable' };
  const remote = remotes[area satisfies AreaName];
  if (!remote) return { area, version: UNKNOWN_VERSION, variant: 'stable' };
  const variant = variantOf(remote);
  return {
    area,
    version: variant === 'override' ? OVERRIDE_VERSION : wireVersion(remote.version),
    variant,
  };
}
