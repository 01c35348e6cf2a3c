import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { ApiResult } from '@portal/wire/api-result';
import { formatUploaded, uploadFailureMessage, uploadPercent } from './documents';

describe('profile document upload failures (spec 3 §8 Documents)', () => {
  it.each<[string, Exclude<ApiResult<unknown>, { kind: 'ok' }>, string]>([
    [
      'a refusal with its message',
      { kind: 'refused', code: 'Files of type .exe are not accepted.' },
      'Files of type .exe are not accepted.',
    ],
    [
      "the back end's size cap",
      { kind: 'refused', code: 'FileTooLarge' },
      'The file is larger than the 5 MB limit.',
    ],
    ['a refusal without text', { kind: 'refused', code: '' }, 'Internal Server Error'],
    [
      'a server failure without one',
      { kind: 'unavailable', reason: 'http', status: 500 },
      'Internal Server Error',
    ],
    [
      'no answer at all',
      { kind: 'unavailable', reason: 'network', status: 0 },
      'The file transfer was unsuccessful, please try again.',
    ],
  ])('%s → %p', (_, result, message) => {
    expect(uploadFailureMessage(result)).toBe(message);
  });

  it.each([
    [0, 4096, 0],
    [1024, 4096, 25],
    [4096, 4096, 100],
    [10, 0, 0],
  ])('%d of %d bytes sent is %d%%', (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });

  it('shows the upload date as MM/dd/yyyy, and nothing for a date it cannot read', () => {
    expect(formatUploaded('2026-11-10T09:00:00')).toBe('11/10/2026');
    expect(formatUploaded('soon')).toBe('');
  });

  // The page shows it without luxon (20 kB brotli the profile route would download for this
  // alone); luxon is the yardstick here: the same day, in the borrower's time zone.
  it.each([
    '2026-11-10T09:00:00',
    '2026-11-10',
    '2026-02-28T23:59:59.999',
    '2026-11-10T09:00:00.000Z',
    '2026-11-10T23:30:00Z',
    '2026-11-10T00:30:00+05:00',
    '2026-01-01T00:00:00.000Z',
    '2026-03-08T02:30:00',
    '2026-03-29T01:30:00Z',
  ])('shows %p as luxon would', (iso) => {
    expect(formatUploaded(iso)).toBe(DateTime.fromISO(iso).toFormat('MM/dd/yyyy'));
  });

  it.each(['2026-13-01T00:00:00Z', '2026-02-30', '', '11/10/2026', '2026-11-10T25:00:00'])(
    'shows nothing for %p, which is no date',
    (iso) => {
      expect(formatUploaded(iso)).toBe('');
    },
  );
});
