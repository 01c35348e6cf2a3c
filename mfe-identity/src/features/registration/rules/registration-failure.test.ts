import { describe, expect, it } from '@jest/globals';
import { creationFailure, emailVerificationFailure } from './registration-failure';

describe('registration creation errors (spec 1 §8)', () => {
  it.each([
    ['LoginNameExists', 'The logon name you chose is already taken.'],
    [
      'SSNNull',
      'Sorry, there was an error trying to register your account. Please contact your institution for help.',
    ],
    ['Restricted', 'Your account has been registered, however it is currently restricted.'],
    ['PasswordMatchesSSN', 'Password must not be the same as the SSN.'],
    ['LogonTooShort', 'Username is too short.'],
    ['AgreementRecordingError', 'You must agree to all the agreements.'],
    ['DateOfBirth', 'Date of Birth is invalid.'],
    [
      'constructor',
      'Sorry, there was an error trying to register your account. Please contact your institution for help.',
    ],
    [
      undefined,
      'Sorry, there was an error trying to register your account. Please contact your institution for help.',
    ],
  ])('%p → %p', (code, message) => {
    expect(creationFailure(code)).toBe(message);
  });
});

describe('registration e-mail verification errors (spec 1 §8)', () => {
  it.each([
    [403, 'CodeExpired', 'The code you have entered has expired.'],
    [
      403,
      'MaxAttemptsReached',
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    [403, 'Invalid', 'There was an error while validating.'],
    [0, undefined, 'Something went wrong during email verification.'],
    [500, undefined, 'Something went wrong during email verification.'],
  ])('%p %p → %p', (status, code, message) => {
    expect(emailVerificationFailure(status, code)).toBe(message);
  });
});
