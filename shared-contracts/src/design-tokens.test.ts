import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { SCHEME_SURFACES } from './brand-tones';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex } from './colour-contrast';
import { BRAND_COLOUR_TOKENS, BRAND_TONE_INPUTS, DESIGN_TOKENS } from './design-tokens';

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const [lightBlock = '', darkBlock = ''] = tokensCss.split('@media (prefers-color-scheme: dark)');
const declarations = (css: string) => [...css.matchAll(/^\s*(--[a-z0-9-]+)\s*:\s*([^;]+);/gm)];
const declared = declarations(lightBlock).map((m) => m[1] ?? '');

/** A scheme's colour of each token: its own value, or the fallback of var(--input, #hex). */
function scheme(css: string, base: Record<string, string> = {}): Record<string, string> {
  const values = { ...base };
  for (const [, name = '', value = ''] of declarations(css)) {
    values[name] = /var\(--[a-z-]+,\s*(#[0-9a-f]{6})\)/i.exec(value)?.[1] ?? value.trim();
  }
  return values;
}
const light = scheme(lightBlock);
const dark = scheme(darkBlock, light);

// Every pair the building blocks put text (or a control's boundary) on, with its minimum.
const PAIRS: ReadonlyArray<[foreground: string, background: string, minimum: number]> = [
  ['text', 'surface', AA_TEXT],
  ['text', 'page', AA_TEXT],
  ['text', 'brand-tint', AA_TEXT],
  ['text', 'skeleton', AA_TEXT],
  ['muted', 'surface', AA_TEXT],
  ['muted', 'page', AA_TEXT],
  ['brand', 'surface', AA_TEXT],
  ['brand', 'page', AA_TEXT],
  ['brand', 'brand-tint', AA_TEXT],
  ['brand-dark', 'surface', AA_TEXT],
  ['on-brand', 'brand', AA_TEXT],
  ['on-brand', 'brand-dark', AA_TEXT],
  ['error', 'surface', AA_TEXT],
  ['error', 'error-bg', AA_TEXT],
  ['on-error', 'error', AA_TEXT],
  ['success', 'surface', AA_TEXT],
  ['success', 'success-bg', AA_TEXT],
  ['warning-text', 'warning-bg', AA_TEXT],
  ['text', 'warning-bg', AA_TEXT],
  ['text', 'error-bg', AA_TEXT],
  ['border-strong', 'surface', AA_NON_TEXT],
  ['border-strong', 'page', AA_NON_TEXT],
];

const colour = (values: Record<string, string>, token: string) => {
  const rgb = parseHex(values[token] ?? '');
  if (!rgb) throw new Error(`${token} is no #rrggbb: ${values[token]}`);
  return rgb;
};

describe('design tokens', () => {
  it('defines in tokens.css exactly the tokens the contract lists, each once', () => {
    expect([...declared].sort()).toEqual([...DESIGN_TOKENS].sort());
  });

  it('redefines in the dark scheme only tokens that exist', () => {
    const redefined = declarations(darkBlock).map((m) => m[1] ?? '');
    expect(redefined.filter((t) => !(DESIGN_TOKENS as readonly string[]).includes(t))).toEqual([]);
  });

  it('names every token in the portal namespace, so no area or library clashes with it', () => {
    expect(DESIGN_TOKENS.filter((t) => !t.startsWith('--portal-'))).toEqual([]);
  });

  it('lets branding replace only tokens that exist, through the inputs tokens.css reads', () => {
    for (const token of Object.values(BRAND_COLOUR_TOKENS)) {
      expect(DESIGN_TOKENS).toContain(token);
    }
    for (const input of Object.values(BRAND_TONE_INPUTS).flatMap(Object.values)) {
      expect(tokensCss).toContain(`var(${input},`);
    }
  });

  it('derives the brand tones against the surfaces tokens.css defines', () => {
    for (const [name, values] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      expect(SCHEME_SURFACES[name]).toEqual({
        surface: values['--portal-color-surface'],
        page: values['--portal-color-page'],
        onBrand: values['--portal-color-on-brand'],
      });
    }
  });

  describe.each([
    ['light', light],
    ['dark', dark],
  ])('in the %s scheme', (_name, values) => {
    it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
      const ratio = contrastRatio(
        colour(values, `--portal-color-${foreground}`),
        colour(values, `--portal-color-${background}`),
      );
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    });

    it.each(['surface', 'page'])('the focus ring stands out on %s (3:1)', (background) => {
      const ratio = contrastRatio(
        colour(values, '--portal-focus-ring-color'),
        colour(values, `--portal-color-${background}`),
      );
      expect(ratio).toBeGreaterThanOrEqual(AA_NON_TEXT);
    });
  });
});
