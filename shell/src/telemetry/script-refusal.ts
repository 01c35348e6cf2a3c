// A script with an `integrity` that did not run was either refused (its bytes arrived and did
// not match the recorded hash: docs/decisions/006) or never arrived (an area load failure,
// counted as such). The browser says which only in the file's resource timing.

/** The fields of a PerformanceResourceTiming this reads (responseStatus: Chromium, Firefox). */
export interface ResourceTiming {
  startTime: number;
  responseStatus?: number;
  encodedBodySize: number;
}

/**
 * @param timings the file's resource timings
 * @param at when the script failed: the attempt is the last one started by then (a retry of the
 *   same file, started later, says nothing about it)
 */
export function wasRefused(timings: readonly ResourceTiming[], at: number): boolean {
  const attempt = timings
    .filter((timing) => timing.startTime <= at)
    .reduce<ResourceTiming | undefined>(
      (last, timing) => (last && last.startTime > timing.startTime ? last : timing),
      undefined,
    );
  if (!attempt) return false;
  return attempt.responseStatus !== undefined && attempt.responseStatus !== 0
    ? attempt.responseStatus >= 200 && attempt.responseStatus < 300
    : attempt.encodedBodySize > 0;
}
