// The institution's colours reach every area through the design tokens: the shell sets the
// tones tokens.css reads for each scheme, derived so text stays AA in light and dark
// (brandTones). Set through the CSSOM, which the CSP's style-src does not govern.
import { BRAND_TONE_INPUTS, brandTones } from '@portal/shared-contracts';
import type { ShellOptionKey } from '../lib/shell-settings';

const INPUTS = Object.values(BRAND_TONE_INPUTS).flatMap((scheme) => Object.values(scheme));

/** Applies the configured colours' tones; anything but #rrggbb keeps the portal's defaults. */
export function applyBrandColours(
  text: (key: ShellOptionKey) => string,
  root: HTMLElement = document.documentElement,
): void {
  const tones = brandTones(text('Branding.ColorPrimary'), text('Branding.ColorPrimaryDark'));
  if (!tones) {
    for (const input of INPUTS) root.style.removeProperty(input);
    return;
  }
  for (const scheme of ['light', 'dark'] as const) {
    root.style.setProperty(BRAND_TONE_INPUTS[scheme].brand, tones[scheme].brand);
    root.style.setProperty(BRAND_TONE_INPUTS[scheme].brandStrong, tones[scheme].brandStrong);
  }
}
