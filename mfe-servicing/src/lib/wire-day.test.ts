import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { formatWireDay } from './wire-day';

// luxon is the yardstick: the same day and text as the luxon formats these replaced
// (MM/dd/yyyy, MMMM d, yyyy and cccc, MMMM d, yyyy), in the borrower's time zone.
const DATES = [
  '2026-11-22T09:00:00',
  '2026-11-22',
  '2026-02-28T23:59:59.999',
  '2026-11-22T09:00:00.000Z',
  '2026-11-22T23:30:00Z',
  '2026-11-22T00:30:00+05:00',
  '2026-01-01T00:00:00.000Z',
  '2026-03-08T02:30:00',
  '2026-03-29T01:30:00Z',
  '0001-01-01T00:00:00',
];

describe('formatWireDay', () => {
  it.each(DATES)('gives %p as luxon would, in each style', (iso) => {
    const date = DateTime.fromISO(iso);
    expect(formatWireDay(iso)).toBe(date.toFormat('MM/dd/yyyy'));
    expect(formatWireDay(iso, 'long')).toBe(date.toFormat('MMMM d, yyyy'));
    expect(formatWireDay(iso, 'full')).toBe(date.toFormat('cccc, MMMM d, yyyy'));
  });

  it.each(['2026-13-01T00:00:00Z', '2026-02-30', '', null, undefined, 'soon', '2026-11-10T25:00'])(
    'gives nothing for %p, which is no date',
    (iso) => {
      expect(formatWireDay(iso)).toBe('');
    },
  );
});
