import { describe, expect, it } from '@jest/globals';
import { parseWireDay } from './calendar';
import { formatWireDay } from './wire-day';

// A shown wire day reads as the luxon-based calendar rules read it.
describe('formatWireDay', () => {
  it.each(['2026-12-15T00:00:00', '2026-12-15', '2028-02-29T00:00:00', '2026-01-01T23:59:59'])(
    'gives %p as the calendar rules would',
    (text) => {
      expect(formatWireDay(text)).toBe(parseWireDay(text)?.toFormat('MM/dd/yyyy'));
    },
  );

  it.each([
    '0001-01-01T00:00:00',
    '',
    null,
    undefined,
    '2026-02-30T00:00:00',
    'soon',
    '12/15/2026',
  ])('gives nothing for %p', (text) => {
    expect(formatWireDay(text)).toBe('');
    expect(parseWireDay(text)?.toFormat('MM/dd/yyyy') ?? '').toBe('');
  });
});
