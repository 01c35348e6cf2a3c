// GET /telemetry/figures, for the operator's #/status: each area's live build (and its canary)
// with its errors per page view over the last window, as Prometheus counts them. Computed at
// most once per CACHE_MS for every caller: the path is public, Prometheus is not.
import { readFileSync } from 'node:fs';
import { buildFigures, type Build } from '@portal/release-health/canary-analysis';

export const FIGURES_WINDOW = '5m';
const CACHE_MS = 10_000;

export interface BuildErrors {
  variant: Build['variant'];
  version: string;
  views: number;
  errorsPerView: number | null;
}
export type ReleaseFigures = { window: string; areas: Record<string, BuildErrors[]> };

interface LiveEntry {
  version?: unknown;
  canary?: { version?: unknown };
}

/** The builds remotes.json names now: each area's live one, and its canary. */
function liveBuilds(remotesFile: string): Build[] {
  const config = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, LiveEntry>;
  return Object.entries(config).flatMap(([area, entry]) => [
    ...(typeof entry.version === 'string'
      ? [{ area, version: entry.version, variant: 'stable' as const }]
      : []),
    ...(typeof entry.canary?.version === 'string'
      ? [{ area, version: entry.canary.version, variant: 'canary' as const }]
      : []),
  ]);
}

/** Reads the figures, or null when Prometheus or remotes.json cannot be read. */
export function releaseFigures(
  prometheusUrl: string,
  remotesFile: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): () => Promise<ReleaseFigures | null> {
  let cached: { at: number; figures: Promise<ReleaseFigures | null> } | undefined;
  const read = async (): Promise<ReleaseFigures | null> => {
    try {
      const areas: Record<string, BuildErrors[]> = {};
      for (const build of liveBuilds(remotesFile)) {
        const f = await buildFigures(prometheusUrl, build, FIGURES_WINDOW, fetchImpl);
        (areas[build.area] ??= []).push({
          variant: build.variant,
          version: build.version,
          views: f.views,
          errorsPerView: f.errorsPerView,
        });
      }
      return { window: FIGURES_WINDOW, areas };
    } catch {
      return null;
    }
  };
  return () => {
    if (!cached || now() - cached.at >= CACHE_MS) cached = { at: now(), figures: read() };
    return cached.figures;
  };
}
