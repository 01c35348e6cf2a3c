import { describe, expect, it } from '@jest/globals';
import type { CallFailure } from './call-failure';
import { resetPasswordFailure } from './reset-password-failure';

describe('reset password failures (spec 1 §8)', () => {
  it.each<[CallFailure, string]>([
    [
      { kind: 'refused', code: 'Expired' },
      'The link you are using to reset your password is no longer valid.',
    ],
    [{ kind: 'refused', code: 'ChooseDifferentPassword' }, 'Please choose a different password.'],
    [{ kind: 'refused', code: 'PasswordSameAsLogin' }, 'Password must be different than Username.'],
    [{ kind: 'refused', code: 'PasswordSameAsSSN' }, 'Password must not include your SSN.'],
    [
      { kind: 'refused', code: 'PasswordNeedsLetterNumber' },
      'Password must have both a letter and a number.',
    ],
    [
      { kind: 'refused', code: 'Error' },
      'There was an error resetting your password. Please try again.',
    ],
    [
      { kind: 'refused', code: 'Gibberish' },
      'There was an error resetting your password. Please try again.',
    ],
    [
      { kind: 'refused', code: 'toString' },
      'There was an error resetting your password. Please try again.',
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 403 },
      'There was an error resetting your password. Please try again.',
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 500 },
      'There was an error resetting your password. Please contact your institution.',
    ],
    [
      { kind: 'refused', code: 'Expired', status: 500 },
      'There was an error resetting your password. Please contact your institution.',
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 503 },
      'There was an error resetting your password. Please contact your institution.',
    ],
  ])('%o → %p', (failure, message) => {
    expect(resetPasswordFailure(failure)).toBe(message);
  });
});
