import { describe, expect, it } from '@jest/globals';
import { distanceMiles, isSearchableZip } from './locations';

describe('locations rules (spec 3 §5)', () => {
  it.each([
    ['49116', true],
    ['4911', false],
    ['', false],
    ['4911a', false],
  ])('zip %p searchable: %p', (zip, searchable) => {
    expect(isSearchableZip(zip)).toBe(searchable);
  });

  it('measures distance in miles', () => {
    const lakeside = { latitude: 41.8448, longitude: -86.6662 };
    const grandHaven = { latitude: 43.0631, longitude: -86.2284 };
    expect(distanceMiles(lakeside, lakeside)).toBe(0);
    expect(Math.round(distanceMiles(lakeside, grandHaven))).toBe(87);
  });
});
