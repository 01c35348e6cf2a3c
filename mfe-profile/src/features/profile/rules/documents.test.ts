import { describe, expect, it } from '@jest/globals';
import { formatUploaded, uploadFailureMessage } from './documents';

describe('profile document upload failures (spec 3 §8 Documents)', () => {
  it.each([
    [
      'a refusal with its message',
      'Files of type .exe are not accepted.',
      400,
      'Files of type .exe are not accepted.',
    ],
    ['a server failure without one', undefined, 500, 'Internal Server Error'],
    ['no answer at all', undefined, 0, 'The file transfer was unsuccessful, please try again.'],
  ])('%s → %p', (_, code, status, message) => {
    expect(uploadFailureMessage(code, status)).toBe(message);
  });

  it('shows the upload date as MM/dd/yyyy, and nothing for a date it cannot read', () => {
    expect(formatUploaded('2026-11-10T09:00:00')).toBe('11/10/2026');
    expect(formatUploaded('soon')).toBe('');
  });
});
