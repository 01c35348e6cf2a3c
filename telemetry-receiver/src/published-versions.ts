// Which release versions exist, per area: the only values the `version` label may take. Read from
// a deploy root's release folders and from the remotes.json the shell serves, and read again
// periodically, so a release published after the receiver started is counted as itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  OVERRIDE_VERSION,
  TELEMETRY_AREAS,
  VERSION_SHAPE,
} from '@portal/telemetry-contract/labels';
import type { TelemetryArea } from '@portal/telemetry-contract/labels';

/** What an unpublished build (each app's dist/ served as it is) reports as its version. */
export const LOCAL_VERSION = 'local';

export interface VersionSources {
  /** A deploy root (scripts/release.mjs): `<root>/shell/<version>/`, `<root>/mfe-<area>/<version>/`. */
  deployRoot?: string | undefined;
  /** The remotes.json the shell's origin serves: each area's `version` and `canary.version`. */
  remotesFile?: string | undefined;
  /** More versions every area may report (the unpublished shell's package version, say). */
  extra?: readonly string[];
}

export type VersionsByArea = ReadonlyMap<TelemetryArea, ReadonlySet<string>>;

const folderOf = (area: TelemetryArea) => (area === 'shell' ? 'shell' : `mfe-${area}`);

/** Release folders only: `live` is a symbolic link to one of them, not a release. */
function releaseFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && VERSION_SHAPE.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** area → versions remotes.json names (live and canary); nothing when it cannot be read. */
function remotesVersions(file: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return found;
  }
  if (typeof config !== 'object' || config === null) return found;
  for (const [area, entry] of Object.entries(config)) {
    const versions = [entry?.version, entry?.canary?.version].filter(
      (v): v is string => typeof v === 'string' && VERSION_SHAPE.test(v),
    );
    found.set(area, versions);
  }
  return found;
}

export function readPublishedVersions(sources: VersionSources): VersionsByArea {
  const named = sources.remotesFile ? remotesVersions(sources.remotesFile) : new Map();
  return new Map(
    TELEMETRY_AREAS.map((area) => [
      area,
      new Set([
        LOCAL_VERSION,
        OVERRIDE_VERSION,
        ...(sources.extra ?? []),
        ...(named.get(area) ?? []),
        ...(sources.deployRoot
          ? releaseFolders(path.join(sources.deployRoot, folderOf(area)))
          : []),
      ]),
    ]),
  );
}

export interface VersionCatalogue {
  has(area: TelemetryArea, version: string): boolean;
  refresh(): void;
  stop(): void;
}

/** The published versions, read now and again every `refreshMs` (0: never again). */
export function createVersionCatalogue(sources: VersionSources, refreshMs = 0): VersionCatalogue {
  let versions = readPublishedVersions(sources);
  const refresh = () => {
    versions = readPublishedVersions(sources);
  };
  const timer = refreshMs > 0 ? setInterval(refresh, refreshMs) : undefined;
  timer?.unref();
  return {
    has: (area, version) => versions.get(area)?.has(version) ?? false,
    refresh,
    stop: () => clearInterval(timer),
  };
}
