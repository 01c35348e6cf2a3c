// POST /telemetry on the portal's own origin: one batch of a tab's events, sent when the page is
// hidden (sendBeacon) or when the batch is full. The receiver validates it with these schemas.
import * as v from 'valibot';
import { ROUTE_PATTERNS } from '@portal/routes/route-pattern';
import {
  BANNER_CODE_SHAPE,
  ERROR_TYPES,
  LOAD_OUTCOMES,
  TELEMETRY_AREAS,
  VARIANTS,
  VERSION_SHAPE,
  VITALS,
} from './labels.ts';
import {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENTS_PER_TAB,
  TELEMETRY_PATH,
  TELEMETRY_SCHEMA_VERSION,
} from './bounds.ts';

export {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENTS_PER_TAB,
  TELEMETRY_PATH,
  TELEMETRY_SCHEMA_VERSION,
};

const version = v.pipe(v.string(), v.regex(VERSION_SHAPE));

/** Who an event is about: the area, the release of it the tab loaded, the page's pattern. */
const attribution = {
  area: v.picklist(TELEMETRY_AREAS),
  version,
  variant: v.picklist(VARIANTS),
  route: v.picklist(ROUTE_PATTERNS as readonly string[] as [string, ...string[]]),
};

const PageViewSchema = v.strictObject({ kind: v.literal('page-view'), ...attribution });
const ErrorSchema = v.strictObject({
  kind: v.literal('error'),
  type: v.picklist(ERROR_TYPES),
  ...attribution,
});
const AreaLoadSchema = v.strictObject({
  kind: v.literal('area-load'),
  outcome: v.picklist(LOAD_OUTCOMES),
  /** Milliseconds from asking for the area to its module being ready (or failing). */
  ms: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
  ...attribution,
});
const VitalSchema = v.strictObject({
  kind: v.literal('vital'),
  name: v.picklist(VITALS),
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
  ...attribution,
});
const BannerSchema = v.strictObject({
  kind: v.literal('banner'),
  code: v.pipe(v.string(), v.regex(BANNER_CODE_SHAPE)),
  ...attribution,
});

export const TelemetryEventSchema = v.variant('kind', [
  PageViewSchema,
  ErrorSchema,
  AreaLoadSchema,
  VitalSchema,
  BannerSchema,
]);
export type TelemetryEvent = v.InferOutput<typeof TelemetryEventSchema>;

export const TelemetryBatchSchema = v.strictObject({
  schema: v.literal(TELEMETRY_SCHEMA_VERSION),
  /** The shell's release version, as the page names it. */
  shell: version,
  events: v.pipe(v.array(TelemetryEventSchema), v.minLength(1), v.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type TelemetryBatch = v.InferOutput<typeof TelemetryBatchSchema>;
