import { describe, expect, it } from '@jest/globals';
import type { CallFailure } from '../../../lib/call-failure';
import { recoveryFailure } from './recovery-failure';

describe('recovery errors (spec 1 §8)', () => {
  it.each<[CallFailure, string]>([
    [
      { kind: 'refused', code: 'BadQuestion' },
      'Failed to recover credentials. An error occurred retrieving your secret question.',
    ],
    [
      { kind: 'refused', code: 'RecoveryFailed' },
      'Failed to recover credentials, please verify your information or contact your local branch.',
    ],
    [
      { kind: 'refused', code: 'RecoveryMaxAttempts' },
      'You have reached the maximum amount of recovery attempts at this time. Please wait a while before trying again.',
    ],
    [
      { kind: 'refused', code: 'Invalid' },
      'The information you entered is invalid, please check your information and try again',
    ],
    [
      { kind: 'refused', code: 'Whatever' },
      'There was an error validating your identity, please check your information and try again',
    ],
    [
      { kind: 'unavailable', reason: 'network', status: 0 },
      'There was an error validating your identity, please check your information and try again',
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 500 },
      'There was an error validating your identity, please contact your institution',
    ],
    [
      { kind: 'refused', code: 'Invalid', status: 500 },
      'There was an error validating your identity, please contact your institution',
    ],
  ])('%o → %p', (failure, message) => {
    expect(recoveryFailure(failure)).toBe(message);
  });
});
