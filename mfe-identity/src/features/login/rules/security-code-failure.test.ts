import { describe, expect, it } from '@jest/globals';
import { securityCodeFailure } from './security-code-failure';

describe('security code failures (spec 1 §8)', () => {
  it.each([
    [403, 'CodeExpired', 'The code you entered has expired. Press Resend Code to start over.'],
    [
      403,
      'MaxAttemptsReached',
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    [403, 'Invalid', 'The security code is invalid'],
    [403, undefined, 'The security code is invalid'],
    [500, 'CodeExpired', 'There was an error while validating.'],
    [401, 'Unauthorized', 'There was an error while validating.'],
    [0, undefined, 'There was an error while validating.'],
  ])('status %p code %p → %p', (status, code, message) => {
    expect(securityCodeFailure({ status, code })).toBe(message);
  });
});
