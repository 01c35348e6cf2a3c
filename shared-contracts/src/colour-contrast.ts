// WCAG 2.2 contrast arithmetic on #rrggbb colours: the rule the design tokens are checked
// against and the shell derives the brand's tones with, kept in one place.

export type Rgb = readonly [number, number, number];

/** AA minimums: body text, and large text or a control's boundary (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [, r = '', g = '', b = ''] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Moves a colour towards a target (black or white) by a fraction between 0 and 1. */
export function mix(from: Rgb, to: Rgb, fraction: number): Rgb {
  const step = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * fraction;
  return [step(0), step(1), step(2)];
}
