import type { Database } from './database.ts';
import { readState } from './sandbox-state.ts';

// The hostile back end of the security journeys (control/hostile-text.ts plants it): its payloads,
// and the raw markup an area's rendered page carries while it is planted.

/** The payloads: each sets window.__pwned if it ever runs. */
export const HOSTILE_PAYLOADS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload="window.__pwned=1">',
  jsUrl: 'javascript:window.__pwned=1//',
} as const;

/** The sandbox-state key set while hostile text is planted. */
export const PLANTED_KEY = 'hostile_text';

/**
 * Raw markup a hostile back end would put in the HTML it renders (the ACH draft agreement
 * preview): empty unless planted. Reset clears it with the rest of the state.
 */
export function hostileMarkup(db: Database): string {
  if (readState(db, PLANTED_KEY) !== 'true') return '';
  return `<p>${HOSTILE_PAYLOADS.img}${HOSTILE_PAYLOADS.script}<a href="${HOSTILE_PAYLOADS.jsUrl}">Terms</a></p>`;
}
