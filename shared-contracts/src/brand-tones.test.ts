import { describe, expect, it } from '@jest/globals';
import { brandTones, SCHEME_SURFACES } from './brand-tones';
import { AA_TEXT, contrastRatio, parseHex } from './colour-contrast';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('brandTones', () => {
  it.each([
    // [primary, primary-dark, what it shows]
    ['#0b5394', '#083d6d', 'a dark blue that passes stays as configured in light'],
    ['#7a1f2b', '#4d121b', 'a wine red that passes stays as configured in light'],
    ['#f5a623', '', 'a light orange is darkened in light'],
    ['#00ff00', '', 'a bright green is darkened in light'],
    ['#1a1a1a', '', 'a near-black is lightened in dark'],
  ])('%s/%s: %s, and every tone is AA in its scheme', (primary, strong) => {
    const tones = brandTones(primary, strong)!;
    for (const name of ['light', 'dark'] as const) {
      const { surface, page, onBrand } = SCHEME_SURFACES[name];
      for (const tone of [tones[name].brand, tones[name].brandStrong]) {
        expect(ratio(tone, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(ratio(tone, page)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(ratio(tone, onBrand)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('keeps a passing colour exactly, so an institution sees the colour it chose', () => {
    expect(brandTones('#0b5394', '#083d6d')!.light).toEqual({
      brand: '#0b5394',
      brandStrong: '#083d6d',
    });
  });

  it('moves a failing colour as little as needed', () => {
    const { brand } = brandTones('#f5a623')!.light;
    expect(brand).not.toBe('#f5a623');
    expect(ratio(brand, '#ffffff')).toBeLessThan(6);
  });

  it.each(['', 'red', '#fff', '#7a1f2b; color: red'])('gives no tones for %j', (value) => {
    expect(brandTones(value)).toBeNull();
  });
});
