import { describe, expect, it } from '@jest/globals';
import type { CallFailure } from '../../../lib/call-failure';
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
  it.each<[CallFailure, string]>([
    [{ kind: 'refused', code: 'CodeExpired' }, 'The code you have entered has expired.'],
    [
      { kind: 'refused', code: 'MaxAttemptsReached' },
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    [{ kind: 'refused', code: 'Invalid' }, 'There was an error while validating.'],
    [{ kind: 'unavailable', reason: 'http', status: 403 }, 'There was an error while validating.'],
    [
      { kind: 'unavailable', reason: 'network', status: 0 },
      'Something went wrong during email verification.',
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 500 },
      'Something went wrong during email verification.',
    ],
  ])('%o → %p', (failure, message) => {
    expect(emailVerificationFailure(failure)).toBe(message);
  });
});
