// Canary analysis (docs/decisions/011): the figures of one build of an area over a sliding
// window, read from Prometheus's HTTP API, and the verdict comparing a canary with the stable
// build. Queries and verdict are separate from the loop that acts on them
// (scripts/canary-watch.mjs). Plain TypeScript: Node runs it as it is.

/** One build of an area as telemetry labels it. */
export interface Build {
  area: string;
  version: string;
  variant: 'stable' | 'canary';
}

export interface Limits {
  minViews: number;
  minLoads: number;
  errorsPerViewMargin: number;
  loadFailuresPerLoadMargin: number;
  inpFactor: number;
  inpFloorSeconds: number;
}

export interface Figures {
  version: string;
  views: number;
  errors: number;
  loads: number;
  loadFailures: number;
  inpP75Seconds: number;
  errorsPerView: number | null;
  loadFailuresPerLoad: number | null;
}

export type Verdict = { verdict: 'wait' | 'pass' | 'fail'; reasons: string[] };
type Fetch = typeof fetch;

/**
 * What a canary may cost borrowers before it is aborted, per area (a default for the rest).
 * Margins are absolute differences from the stable build in the same window, so a stable build
 * with a bad day does not hide a worse canary, and a few errors in a small sample do not
 * abort a good one: the minimum sample comes first.
 */
export const THRESHOLDS: Record<string, Partial<Limits>> & { default: Limits } = {
  default: {
    minViews: 50,
    minLoads: 20,
    errorsPerViewMargin: 0.02,
    loadFailuresPerLoadMargin: 0.02,
    inpFactor: 1.25,
    inpFloorSeconds: 0.2,
  },
  // Money moves here: a smaller margin, and the first sample is taken sooner.
  payments: { minViews: 30, errorsPerViewMargin: 0.01, loadFailuresPerLoadMargin: 0.01 },
};

export const thresholdsFor = (
  area: string,
  overrides: Partial<Record<keyof Limits, number | undefined>> = {},
): Limits => ({
  ...THRESHOLDS.default,
  ...THRESHOLDS[area],
  ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)),
});

const selector = ({ area, version, variant }: Build, extra = '') =>
  `{area="${area}",version="${version}",variant="${variant}"${extra}}`;

/**
 * A counter's increase over the window, new series included: `increase()` misses a series'
 * first samples, and a canary's series are all new. A receiver restart (a reset) reads as 0.
 */
const counted = (metric: string, build: Build, window: string, extra = '') =>
  `clamp_min((sum(${metric}${selector(build, extra)}) or vector(0)) - ` +
  `(sum(${metric}${selector(build, extra)} offset ${window}) or vector(0)), 0)`;

/** The PromQL of each figure of one build (`{ area, version, variant }`) over `window` (`2m`). */
export function figureQueries(build: Build, window: string): Record<FigureName, string> {
  return {
    views: counted('portal_page_views_total', build, window),
    errors: counted('portal_client_errors_total', build, window),
    loads: counted('portal_area_loads_total', build, window),
    loadFailures: counted('portal_area_loads_total', build, window, ',outcome="failed"'),
    inpP75Seconds: `histogram_quantile(0.75, sum by (le) (increase(portal_web_vital_seconds_bucket${selector(
      build,
      ',name="INP"',
    )}[${window}])))`,
  };
}

type FigureName = 'views' | 'errors' | 'loads' | 'loadFailures' | 'inpP75Seconds';

/** One instant query's single value (NaN when Prometheus has none, as for a quantile of nothing). */
export async function queryValue(
  prometheusUrl: string,
  query: string,
  fetchImpl: Fetch = fetch,
): Promise<number> {
  const url = new URL('/api/v1/query', prometheusUrl);
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ query }).toString(),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await response.json()) as {
    status: string;
    error?: string;
    data: { result: Array<{ value?: [number, string] }> };
  };
  if (body.status !== 'success') throw new Error(`Prometheus: ${body.error ?? response.status}`);
  const value = body.data.result[0]?.value?.[1];
  return value === undefined ? NaN : Number(value);
}

/** The figures of one build over the window, with its ratios. */
export async function buildFigures(
  prometheusUrl: string,
  build: Build,
  window: string,
  fetchImpl: Fetch = fetch,
): Promise<Figures> {
  const queries = figureQueries(build, window);
  const entries = await Promise.all(
    Object.entries(queries).map(async ([name, query]) => [
      name,
      await queryValue(prometheusUrl, query, fetchImpl),
    ]),
  );
  const figures = Object.fromEntries(entries) as Record<FigureName, number>;
  return {
    version: build.version,
    ...figures,
    errorsPerView: ratio(figures.errors, figures.views),
    loadFailuresPerLoad: ratio(figures.loadFailures, figures.loads),
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The verdict on a canary against the stable build, from their figures over one window.
 */
export function judgeCanary(
  { stable, canary }: { stable: Figures; canary: Figures },
  limits: Limits,
): Verdict {
  if (canary.views < limits.minViews)
    return {
      verdict: 'wait',
      reasons: [`${canary.views} canary page views of the ${limits.minViews} needed`],
    };
  const reasons: string[] = [];
  const stableErrors = stable.errorsPerView ?? 0;
  if ((canary.errorsPerView ?? 0) - stableErrors > limits.errorsPerViewMargin)
    reasons.push(
      `errors per page view ${fixed(canary.errorsPerView)} against stable ${fixed(stableErrors)} (margin ${limits.errorsPerViewMargin})`,
    );
  if (canary.loads >= limits.minLoads) {
    const stableFailures = stable.loadFailuresPerLoad ?? 0;
    if ((canary.loadFailuresPerLoad ?? 0) - stableFailures > limits.loadFailuresPerLoadMargin)
      reasons.push(
        `area load failures per load ${fixed(canary.loadFailuresPerLoad)} against stable ${fixed(stableFailures)} (margin ${limits.loadFailuresPerLoadMargin})`,
      );
  }
  if (
    Number.isFinite(canary.inpP75Seconds) &&
    Number.isFinite(stable.inpP75Seconds) &&
    canary.inpP75Seconds > limits.inpFloorSeconds &&
    canary.inpP75Seconds > stable.inpP75Seconds * limits.inpFactor
  )
    reasons.push(
      `p75 INP ${fixed(canary.inpP75Seconds)} s against stable ${fixed(stable.inpP75Seconds)} s (× ${limits.inpFactor})`,
    );
  return reasons.length > 0 ? { verdict: 'fail', reasons } : { verdict: 'pass', reasons: [] };
}

const fixed = (value: number | null) =>
  value === null || Number.isNaN(value) ? '-' : value.toFixed(3);

/** One line of figures for the decision log: views, errors per view, failures per load, p75 INP. */
export const describeFigures = (label: string, f: Figures) =>
  `${label} ${f.version}: ${f.views} views, ${fixed(f.errorsPerView)} errors/view, ` +
  `${fixed(f.loadFailuresPerLoad)} load failures/load, p75 INP ${fixed(f.inpP75Seconds)} s`;

/** A duration as Prometheus writes it (`90s`, `2m`, `1h`), in milliseconds. */
export function durationMs(text: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(String(text));
  if (!match || Number(match[1]) === 0)
    throw new Error(`A duration is a whole number of s, m or h (like 2m), not "${text}"`);
  const unit = { s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}
