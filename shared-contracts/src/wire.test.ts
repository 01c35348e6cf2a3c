import { describe, expect, it } from '@jest/globals';
import { firstWireError } from './wire';

describe('wire envelopes', () => {
  it.each([
    [
      { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }, { ErrorMessage: 'Other' }] },
      'Invalid',
    ],
    [{ HasNoErrors: true, Errors: [] }, undefined],
    [{ Errors: null }, undefined],
    ['plain text', undefined],
    [{ Errors: [{ Message: 'wrong shape' }] }, undefined],
  ])('first error of %j is %p', (body, expected) => {
    expect(firstWireError(body)).toBe(expected);
  });
});
