// The institution's colours reach every area through the design tokens (CSS custom properties
// on :root) rather than through any area's own rules. Set through the CSSOM, which the CSP's
// style-src does not govern, so no inline style is needed.
import { BRAND_COLOUR_TOKENS } from '@portal/shared-contracts';
import type { ShellOptionKey } from '../lib/shell-settings';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const TOKENS = Object.entries(BRAND_COLOUR_TOKENS) as ReadonlyArray<[ShellOptionKey, string]>;

/** Applies each configured colour to its token; anything but #rrggbb keeps the default. */
export function applyBrandColours(
  text: (key: ShellOptionKey) => string,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, token] of TOKENS) {
    const value = text(key).trim();
    if (HEX_COLOUR.test(value)) root.style.setProperty(token, value);
    else root.style.removeProperty(token);
  }
}
