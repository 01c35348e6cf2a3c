// The institution's brand colours (Branding.ColorPrimary, Branding.ColorPrimaryDark) may be any
// colour, yet the portal's text on them and of them must stay AA in light and dark schemes. So
// the shell sets derived tones, not the raw settings: the colour itself when it passes, else
// the nearest darker (light scheme) or lighter (dark scheme) tone that does. Since 2.3.0.
import { AA_TEXT, contrastRatio, mix, parseHex, toHex, type Rgb } from './colour-contrast';

/** The surfaces and on-brand text of tokens.css the tones must contrast with (a test keeps them equal). */
export const SCHEME_SURFACES = {
  light: { surface: '#ffffff', page: '#f3f5f8', onBrand: '#ffffff' },
  dark: { surface: '#1a2029', page: '#10151b', onBrand: '#0d1117' },
} as const;

export interface BrandTones {
  light: { brand: string; brandStrong: string };
  dark: { brand: string; brandStrong: string };
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The least move towards `target` that makes `colour` AA against every one of `against`. */
function nearestPassing(colour: Rgb, target: Rgb, against: readonly Rgb[]): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const tone = mix(colour, target, step / 20);
    if (against.every((other) => contrastRatio(tone, other) >= AA_TEXT)) return tone;
  }
  return target;
}

function schemeTones(
  primary: Rgb,
  strong: Rgb | null,
  scheme: 'light' | 'dark',
): { brand: string; brandStrong: string } {
  const surfaces = SCHEME_SURFACES[scheme];
  const against = [surfaces.surface, surfaces.page, surfaces.onBrand].map((c) => parseHex(c)!);
  const away = scheme === 'light' ? BLACK : WHITE;
  const brand = nearestPassing(primary, away, against);
  // Hover and pressed states sit one step further from the surface than the brand itself.
  const strongTone =
    scheme === 'light' && strong ? nearestPassing(strong, away, against) : mix(brand, away, 0.2);
  return { brand: toHex(brand), brandStrong: toHex(strongTone) };
}

/** The tones to set for the configured colours, or null when the primary is no #rrggbb. */
export function brandTones(primaryHex: string, strongHex = ''): BrandTones | null {
  const primary = parseHex(primaryHex);
  if (!primary) return null;
  const strong = parseHex(strongHex);
  return {
    light: schemeTones(primary, strong, 'light'),
    dark: schemeTones(primary, strong, 'dark'),
  };
}
