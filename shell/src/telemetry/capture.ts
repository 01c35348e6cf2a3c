// The always-loaded half of telemetry: what happened, as closed labels, kept in a small queue
// until the agent (./agent, loaded when the page is idle) takes it over, or dropped when this
// tab is not sampled. Nothing here sends anything, and nothing kept here is free text.
import type { AreaName } from '@portal/shared-contracts';
import type { ErrorType, LoadOutcome } from '@portal/telemetry-contract/labels';
import { routePattern } from '@portal/routes/route-pattern';

export type Capture =
  | { kind: 'page-view'; route: string }
  /** `script`: the origin and path of the script at fault, when known (never its query). */
  | { kind: 'error'; type: ErrorType; route: string; area?: AreaName; script?: string }
  /** A script or preload with an `integrity` that did not run: refused, or not downloaded. */
  | { kind: 'script-failed'; route: string; url: string }
  | { kind: 'area-load'; area: AreaName; outcome: LoadOutcome; ms: number; route: string };

/** Enough for a slow first page; past it the oldest events of a tab are the ones kept. */
const MAX_QUEUED = 100;

let queue: Capture[] | undefined = [];
let sink: ((capture: Capture) => void) | undefined;

/** The route pattern of the page the tab shows now (never the values in its URL). */
export const currentRoute = (): string => routePattern(window.location.hash);

export function capture(event: Capture) {
  if (sink) sink(event);
  else if (queue && queue.length < MAX_QUEUED) queue.push(event);
}

/** The agent takes over: what was queued first, then every capture as it happens. */
export function drainCaptures(next: (capture: Capture) => void) {
  const queued = queue ?? [];
  queue = undefined;
  sink = next;
  queued.forEach(next);
}

/** This tab is not sampled: keep nothing from now on. */
export function dropCaptures() {
  queue = undefined;
  sink = undefined;
}

/** The script's origin and path, without its query or fragment; undefined when not a URL. */
export function scriptOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin, pathname } = new URL(url);
    return origin === 'null' ? undefined : origin + pathname;
  } catch {
    return undefined;
  }
}
