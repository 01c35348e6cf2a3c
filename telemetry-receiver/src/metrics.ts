// The Prometheus metrics the receiver exposes (issue 51's contract: dashboards, rules and the
// canary controller query exactly these names). Route is left off histograms to bound series.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TelemetryBatch, TelemetryEvent } from '@portal/telemetry-contract/batch';
import { ERROR_TYPES, LOAD_OUTCOMES } from '@portal/telemetry-contract/labels';
import type { LabelPolicy, NarrowedLabel } from './label-policy.ts';

export const BATCH_OUTCOMES = ['accepted', 'malformed', 'oversized', 'rate_limited'] as const;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

const ATTRIBUTION = ['area', 'version', 'variant'] as const;

/** Seconds; an area is slow past 1 s and failing past the shell's load timeout. */
const LOAD_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 30];
/** Seconds, around Web Vitals' thresholds: TTFB 0.8/1.8, INP 0.2/0.5, LCP 2.5/4. */
const VITAL_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10];
/** CLS's thresholds are 0.1 and 0.25. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export function createMetrics({ defaultMetrics = true } = {}) {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    pageViews: new Counter({
      name: 'portal_page_views_total',
      help: 'Page views, by the area showing the page and its release.',
      labelNames: [...ATTRIBUTION, 'route', 'shell'],
      registers,
    }),
    errors: new Counter({
      name: 'portal_client_errors_total',
      help: 'Errors in borrowers’ browsers, by area, release and kind.',
      labelNames: [...ATTRIBUTION, 'route', 'type'],
      registers,
    }),
    areaLoads: new Counter({
      name: 'portal_area_loads_total',
      help: 'Loads of an area’s code by the shell, by outcome.',
      labelNames: [...ATTRIBUTION, 'outcome'],
      registers,
    }),
    areaLoadSeconds: new Histogram({
      name: 'portal_area_load_seconds',
      help: 'Time from the shell asking for an area to its module being ready (or failing).',
      labelNames: [...ATTRIBUTION, 'outcome'],
      buckets: LOAD_BUCKETS,
      registers,
    }),
    vitalSeconds: new Histogram({
      name: 'portal_web_vital_seconds',
      help: 'Web Vitals measured in borrowers’ browsers (LCP, INP, TTFB), in seconds.',
      labelNames: [...ATTRIBUTION, 'name'],
      buckets: VITAL_BUCKETS,
      registers,
    }),
    cls: new Histogram({
      name: 'portal_cls',
      help: 'Cumulative Layout Shift per page view (a unitless score).',
      labelNames: [...ATTRIBUTION],
      buckets: CLS_BUCKETS,
      registers,
    }),
    banners: new Counter({
      name: 'portal_error_banners_total',
      help: 'Error banners shown to borrowers, by catalogue code.',
      labelNames: [...ATTRIBUTION, 'route', 'code'],
      registers,
    }),
    batches: new Counter({
      name: 'portal_telemetry_batches_total',
      help: 'Batches posted to /telemetry, by what the receiver did with them.',
      labelNames: ['outcome'],
      registers,
    }),
    unknownLabels: new Counter({
      name: 'portal_telemetry_unknown_labels_total',
      help: 'Label values outside the known sets, reported as "unknown".',
      labelNames: ['label'],
      registers,
    }),
  };
  // Every outcome is a series from the start, so a rate over it is 0, not absent.
  for (const outcome of BATCH_OUTCOMES) metrics.batches.inc({ outcome }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

export const countUnknown = (metrics: Metrics) => (label: NarrowedLabel) =>
  metrics.unknownLabels.inc({ label });

/** Counts one accepted batch's events, with every label narrowed to its known set. */
export function recordBatch(metrics: Metrics, batch: TelemetryBatch, labels: LabelPolicy): void {
  const shell = labels.shell(batch.shell);
  for (const event of batch.events) recordEvent(metrics, event, shell, labels);
}

function recordEvent(metrics: Metrics, event: TelemetryEvent, shell: string, labels: LabelPolicy) {
  const route = labels.route(event.route);
  const who = {
    area: event.area,
    version: labels.version(event.area, event.version),
    variant: event.variant,
  };
  switch (event.kind) {
    case 'page-view':
      // A page's error series exist (at 0) from its first view: rate() and increase() take a
      // series' first sample as its start, so errors counted before it existed would not show.
      for (const type of ERROR_TYPES) metrics.errors.inc({ ...who, route, type }, 0);
      return metrics.pageViews.inc({ ...who, route, shell });
    case 'error':
      return metrics.errors.inc({ ...who, route, type: event.type });
    case 'area-load':
      // Both outcomes from the first load, for the same reason: a first failure must count.
      for (const outcome of LOAD_OUTCOMES) metrics.areaLoads.inc({ ...who, outcome }, 0);
      metrics.areaLoads.inc({ ...who, outcome: event.outcome });
      return metrics.areaLoadSeconds.observe({ ...who, outcome: event.outcome }, event.ms / 1000);
    case 'vital':
      if (event.name === 'CLS') return metrics.cls.observe(who, event.value);
      return metrics.vitalSeconds.observe({ ...who, name: event.name }, event.value / 1000);
    case 'banner':
      return metrics.banners.inc({ ...who, route, code: labels.bannerCode(event.code) });
  }
}
