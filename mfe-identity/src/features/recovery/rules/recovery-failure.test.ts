import { describe, expect, it } from '@jest/globals';
import { recoveryFailure } from './recovery-failure';

describe('recovery errors (spec 1 §8)', () => {
  it.each([
    [
      200,
      'BadQuestion',
      'Failed to recover credentials. An error occurred retrieving your secret question.',
    ],
    [
      200,
      'RecoveryFailed',
      'Failed to recover credentials, please verify your information or contact your local branch.',
    ],
    [
      403,
      'RecoveryMaxAttempts',
      'You have reached the maximum amount of recovery attempts at this time. Please wait a while before trying again.',
    ],
    [
      200,
      'Invalid',
      'The information you entered is invalid, please check your information and try again',
    ],
    [
      200,
      'Whatever',
      'There was an error validating your identity, please check your information and try again',
    ],
    [
      0,
      undefined,
      'There was an error validating your identity, please check your information and try again',
    ],
    [
      500,
      'Invalid',
      'There was an error validating your identity, please contact your institution',
    ],
  ])('status %p code %p → %p', (status, code, message) => {
    expect(recoveryFailure(status, code)).toBe(message);
  });
});
