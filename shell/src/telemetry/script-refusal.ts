// A script with an `integrity` that did not run was either refused (its bytes arrived and did
// not match the recorded hash: docs/decisions/006) or never arrived (an area load failure,
// counted as such). The browser says which only in the file's resource timing.

/** The fields of a PerformanceResourceTiming this reads (responseStatus: Chromium, Firefox). */
export interface ResourceTiming {
  responseStatus?: number;
  encodedBodySize: number;
}

export function wasRefused(timings: readonly ResourceTiming[]): boolean {
  return timings.some((timing) =>
    timing.responseStatus !== undefined && timing.responseStatus !== 0
      ? timing.responseStatus >= 200 && timing.responseStatus < 300
      : timing.encodedBodySize > 0,
  );
}
