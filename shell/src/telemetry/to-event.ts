// Turns what the page captured into the wire's events: closed labels only (kind, area, version,
// variant, route pattern, and a catalogued code, a vital's number or a duration).
import { ROUTE_PATTERNS, UNKNOWN_ROUTE } from '@portal/routes/route-pattern';
import type { TelemetryEvent } from '@portal/telemetry-contract/batch';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import {
  TELEMETRY_AREAS,
  type TelemetryArea,
  type VitalName,
} from '@portal/telemetry-contract/labels';
import type { RemotesConfig } from '../boot/remotes-config';
import { attributionOf } from './attribution';
import { scriptOf, type Capture } from './capture';
import { areaOfRoute } from './page-area';
import { areaOfScript } from './script-area';

/** The schema's bound on a duration or a vital (ten minutes). */
const MAX_VALUE = 600_000;

export interface EventContext {
  remotes: RemotesConfig;
  shellVersion: string;
  pageOrigin: string;
  /** Whether a script that did not run was refused for its integrity (./script-refusal). */
  refused(url: string): boolean;
}

const wireRoute = (route: string) => (ROUTE_PATTERNS.includes(route) ? route : UNKNOWN_ROUTE);

const about = (area: TelemetryArea, route: string, context: EventContext) => ({
  ...attributionOf(area, context.remotes, context.shellVersion),
  route,
});

const scriptArea = (script: string | undefined, context: EventContext) =>
  script === undefined ? undefined : areaOfScript(script, context.remotes, context.pageOrigin);

/** @returns the event, or undefined for a capture that is not one (a script that never arrived) */
export function toEvent(capture: Capture, context: EventContext): TelemetryEvent | undefined {
  const route = wireRoute(capture.route);
  switch (capture.kind) {
    case 'page-view':
      return { kind: 'page-view', ...about(areaOfRoute(route), route, context) };
    case 'area-load':
      return {
        kind: 'area-load',
        outcome: capture.outcome,
        ms: bounded(Math.round(capture.ms)),
        ...about(capture.area, route, context),
      };
    case 'error': {
      const area = capture.area ?? scriptArea(capture.script, context) ?? areaOfRoute(route);
      return { kind: 'error', type: capture.type, ...about(area, route, context) };
    }
    case 'script-failed': {
      if (!context.refused(capture.url)) return undefined;
      const area = scriptArea(scriptOf(capture.url), context) ?? areaOfRoute(route);
      return { kind: 'error', type: 'integrity', ...about(area, route, context) };
    }
  }
}

export function vitalEvent(
  name: VitalName,
  value: number,
  route: string,
  context: EventContext,
): TelemetryEvent {
  // Milliseconds as whole numbers; CLS is a score, kept to four decimals.
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return {
    kind: 'vital',
    name,
    value: bounded(rounded),
    ...about(areaOfRoute(route), route, context),
  };
}

/** A banner is its area's, as its code's prefix says. */
export function bannerEvent(
  code: BannerCode,
  route: string,
  context: EventContext,
): TelemetryEvent {
  route = wireRoute(route);
  const area = TELEMETRY_AREAS.find((name) => code.startsWith(`${name}.`)) ?? 'shell';
  return { kind: 'banner', code, ...about(area, route, context) };
}

const bounded = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_VALUE, Math.max(0, value)) : 0;
