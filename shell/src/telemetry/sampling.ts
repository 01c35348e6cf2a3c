// Whether this tab sends telemetry: decided once per tab from the institution's sample rate
// (`Telemetry.SampleRate`, 0 to 1) and kept for the tab's life, reloads included.

/** What the tab's decision is stored as (sessionStorage: one tab, never another browser's). */
export const SAMPLED_KEY = 'portal.telemetry.sampled';

/**
 * @param rate the share of tabs to sample; outside 0–1 it is clamped, not a number samples none
 * @param stored the tab's earlier decision ('1' / '0'), if any
 * @param draw a number in [0, 1)
 */
export function isSampled(rate: number, stored: string | null, draw: number): boolean {
  if (stored === '1' || stored === '0') return stored === '1';
  if (!Number.isFinite(rate)) return false;
  return draw < Math.min(1, Math.max(0, rate));
}
