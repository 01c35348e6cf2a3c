// Each live build's errors per page view (the telemetry receiver's GET /telemetry/figures, from
// Prometheus), for the operator's #/status. Optional: without it the page says "not known".
import * as v from 'valibot';

const BuildSchema = v.object({
  variant: v.picklist(['stable', 'canary']),
  version: v.string(),
  views: v.number(),
  errorsPerView: v.nullable(v.number()),
});
const ReleaseFiguresSchema = v.object({
  window: v.string(),
  areas: v.record(v.string(), v.array(BuildSchema)),
});
export type ReleaseFigures = v.InferOutput<typeof ReleaseFiguresSchema>;

export const RELEASE_FIGURES_URL = 'telemetry/figures';

/** The figures, or null when the receiver or its Prometheus does not answer. */
export async function fetchReleaseFigures(
  fetchImpl: typeof fetch = fetch,
): Promise<ReleaseFigures | null> {
  try {
    const response = await fetchImpl(RELEASE_FIGURES_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = v.safeParse(ReleaseFiguresSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
