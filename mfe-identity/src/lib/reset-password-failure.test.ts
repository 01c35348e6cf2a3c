import { describe, expect, it } from '@jest/globals';
import { resetPasswordFailure } from './reset-password-failure';

describe('reset password failures (spec 1 §8)', () => {
  it.each([
    [403, 'Expired', 'The link you are using to reset your password is no longer valid.'],
    [403, 'ChooseDifferentPassword', 'Please choose a different password.'],
    [403, 'PasswordSameAsLogin', 'Password must be different than Username.'],
    [403, 'PasswordSameAsSSN', 'Password must not include your SSN.'],
    [403, 'PasswordNeedsLetterNumber', 'Password must have both a letter and a number.'],
    [200, 'Error', 'There was an error resetting your password. Please try again.'],
    [403, 'Gibberish', 'There was an error resetting your password. Please try again.'],
    [403, 'toString', 'There was an error resetting your password. Please try again.'],
    [403, undefined, 'There was an error resetting your password. Please try again.'],
    [
      500,
      'Expired',
      'There was an error resetting your password. Please contact your institution.',
    ],
    [
      503,
      undefined,
      'There was an error resetting your password. Please contact your institution.',
    ],
  ])('status %p code %p → %p', (status, code, message) => {
    expect(resetPasswordFailure(status, code)).toBe(message);
  });
});
