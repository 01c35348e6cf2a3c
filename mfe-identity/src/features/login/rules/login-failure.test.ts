import { describe, expect, it } from '@jest/globals';
import { loginFailure } from './login-failure';

describe('loginFailure (spec 1 §8, Login)', () => {
  it.each([
    [403, 'LockedOnBadPassword', 'You have exceeded the maximum number of login attempts', false],
    [403, 'MaxAttemptsReached', 'You have exceeded the maximum number of login attempts', false],
    [403, 'Invalid', 'Username or password is invalid.', false],
    [
      403,
      'LogonNotAllowed',
      'There was an error validating your credentials. Please contact your institution.',
      false,
    ],
    [
      403,
      'Restricted',
      'There was an error validating your credentials. Please contact your institution.',
      false,
    ],
    [
      403,
      'MFANoEmail',
      'There is no email associated with this account. Please contact your institution to set one up.',
      false,
    ],
    [403, 'SomethingElse', 'Not Authorized.', false],
    [403, undefined, 'Not Authorized.', false],
    [
      403,
      'maintenanceModeEnabled',
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [403, 'ServerError', 'The portal is offline for maintenance. Please try again later.', true],
    [500, 'Invalid', 'The portal is offline for maintenance. Please try again later.', true],
    [0, undefined, 'The portal is offline for maintenance. Please try again later.', true],
  ])('status %p with code %p shows %p (offline: %p)', (status, code, message, offline) => {
    expect(loginFailure({ status, code })).toEqual({ message, offline });
  });
});
