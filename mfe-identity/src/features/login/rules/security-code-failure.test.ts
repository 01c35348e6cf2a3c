import { describe, expect, it } from '@jest/globals';
import type { CallFailure } from '../../../lib/call-failure';
import { securityCodeFailure } from './security-code-failure';

describe('security code failures (spec 1 §8)', () => {
  it.each<[CallFailure, string]>([
    [
      { kind: 'refused', code: 'CodeExpired' },
      'The code you entered has expired. Press Resend Code to start over.',
    ],
    [
      { kind: 'refused', code: 'MaxAttemptsReached' },
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    [{ kind: 'refused', code: 'Invalid' }, 'The security code is invalid'],
    [{ kind: 'unavailable', reason: 'http', status: 403 }, 'The security code is invalid'],
    [{ kind: 'unavailable', reason: 'http', status: 500 }, 'There was an error while validating.'],
    [{ kind: 'refused', code: 'CodeExpired', status: 500 }, 'There was an error while validating.'],
    [{ kind: 'unauthorized' }, 'There was an error while validating.'],
    [{ kind: 'unavailable', reason: 'network', status: 0 }, 'There was an error while validating.'],
  ])('%o → %p', (failure, message) => {
    expect(securityCodeFailure(failure)).toBe(message);
  });
});
