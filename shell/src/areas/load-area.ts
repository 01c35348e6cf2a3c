// Loads an area's module once and keeps the promise, so every page of the area shares it.
// A failed or refused load is forgotten, so Retry really tries again.
import type { AreaModule, AreaName } from '@portal/shared-contracts';
import { checkAreaModule } from './check-area-module';
import { isRegistered, loadAreaExpose, resetAreaRemote } from './federation';
import { settled } from '../lib/settled';
import { capture, currentRoute } from '../telemetry/capture';

export class AreaUnavailableError extends Error {
  override readonly name = 'AreaUnavailableError';
  readonly area: AreaName;
  readonly reason: 'unreachable' | 'malformed' | 'incompatible' | 'not-configured';

  constructor(area: AreaName, reason: AreaUnavailableError['reason'], detail: string) {
    super(detail);
    this.area = area;
    this.reason = reason;
  }
}

const loads = new Map<AreaName, Promise<AreaModule>>();
const loadedVersions = new Map<AreaName, string>();

/** The version of an area's module this tab is running, once it has loaded. */
export function loadedAreaVersion(area: AreaName): string | undefined {
  return loadedVersions.get(area);
}

export function loadArea(area: AreaName): Promise<AreaModule> {
  let load = loads.get(area);
  if (!load) {
    load = settled(timed(area, fetchArea(area)));
    loads.set(area, load);
  }
  return load;
}

/** Telemetry: each load's outcome and how long it took; a failed one is an error too. */
function timed(area: AreaName, load: Promise<AreaModule>): Promise<AreaModule> {
  const started = performance.now();
  const record = (outcome: 'ok' | 'failed') => {
    const route = currentRoute();
    capture({ kind: 'area-load', area, outcome, ms: performance.now() - started, route });
    if (outcome === 'failed') capture({ kind: 'error', type: 'area-load', area, route });
  };
  load.then(
    () => record('ok'),
    () => record('failed'),
  );
  return load;
}

export function forgetArea(area: AreaName) {
  loads.delete(area);
  resetAreaRemote(area);
}

async function fetchArea(area: AreaName): Promise<AreaModule> {
  if (!isRegistered(area)) {
    throw new AreaUnavailableError(
      area,
      'not-configured',
      `remotes.json names no build for ${area}`,
    );
  }
  let exposed: unknown;
  try {
    exposed = await loadAreaExpose(area);
  } catch (error) {
    throw new AreaUnavailableError(
      area,
      'unreachable',
      `The ${area} remote could not be loaded: ${String(error)}`,
    );
  }
  const check = checkAreaModule(area, exposed);
  if (!check.ok) throw new AreaUnavailableError(area, check.reason, check.detail);
  loadedVersions.set(area, check.module.version);
  return check.module;
}
