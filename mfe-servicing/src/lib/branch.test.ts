import { describe, expect, it } from '@jest/globals';
import { branchNumberOf, canPlotBranch, formatBranchPhone, mapsHref, telHref } from './branch';

describe('branch rules (spec 3 §3)', () => {
  it.each([
    [41.84, -86.66, true],
    [0, -86.66, false],
    [41.84, 86.2, false],
    [41.84, 0, false],
    [-33.9, -70.6, true],
    [Number.NaN, -86, false],
  ])('latitude %p longitude %p plotted: %p', (latitude, longitude, plotted) => {
    expect(canPlotBranch({ latitude, longitude })).toBe(plotted);
  });

  it.each([
    ['2695550100', '(269) 555-0100'],
    ['269-555-0100', '(269) 555-0100'],
    ['555010', '555010'],
    ['', ''],
  ])('phone %p shows as %p', (phone, shown) => {
    expect(formatBranchPhone(phone)).toBe(shown);
  });

  it('takes the branch number from the first 4 characters', () => {
    expect(branchNumberOf('00011002347')).toBe('0001');
  });

  it('links tel and maps', () => {
    expect(telHref('(269) 555-0100')).toBe('tel:2695550100');
    const branch = {
      latitude: 41.8,
      longitude: -86.6,
      street: '1 A',
      city: 'B',
      state: 'MI',
      zip: '49116',
    };
    expect(mapsHref('https://maps.test/?q=', branch)).toBe('https://maps.test/?q=41.8%2C-86.6');
    expect(mapsHref('https://maps.test/?q=', { ...branch, latitude: 0 })).toBe(
      'https://maps.test/?q=1%20A%2C%20B%2C%20MI%2049116',
    );
  });
});
