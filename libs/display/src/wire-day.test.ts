import { describe, expect, it } from '@jest/globals';
import { formatWireDay, wireDay } from './wire-day';

// The tests run with TZ=UTC (tooling/jest-preset.js), so an offset's day is UTC's day.
describe('formatWireDay', () => {
  it.each([
    ['2026-11-22T09:00:00', '11/22/2026'],
    ['2026-11-22', '11/22/2026'],
    ['2028-02-29T00:00:00', '02/29/2028'],
    ['2026-02-28T23:59:59.999', '02/28/2026'],
    ['2026-11-22T23:30:00Z', '11/22/2026'],
    ['0999-03-04', '03/04/0999'],
    // An instant with an offset is the borrower's day (here UTC), not the day it is written with.
    ['2026-11-22T00:30:00+05:00', '11/21/2026'],
  ])('shows %p as %p', (wire, shown) => {
    expect(formatWireDay(wire)).toBe(shown);
  });

  it.each([
    ['short', '11/22/2026'],
    ['long', 'November 22, 2026'],
    ['full', 'Sunday, November 22, 2026'],
  ] as const)('writes the %s style as %p', (style, shown) => {
    expect(formatWireDay('2026-11-22T00:00:00', style)).toBe(shown);
  });

  it.each([
    // Spec 3 §3: 0001-01-01T00:00:00 means none.
    '0001-01-01T00:00:00',
    '0001-01-01',
    '2026-13-01T00:00:00Z',
    '2026-02-30',
    '2026-11-10T25:00',
    '2026-11-18Tsoon',
    '12/15/2026',
    'soon',
    '',
    null,
    undefined,
  ])('shows nothing for %p, which is no date', (wire) => {
    expect(formatWireDay(wire)).toBe('');
    expect(wireDay(wire)).toBeNull();
  });
});
