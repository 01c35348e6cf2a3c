import { describe, expect, it } from '@jest/globals';
import type { CallFailure } from '../../../lib/call-failure';
import { loginFailure } from './login-failure';

describe('loginFailure (spec 1 §8, Login)', () => {
  it.each<[CallFailure, string, boolean]>([
    [
      { kind: 'refused', code: 'LockedOnBadPassword' },
      'You have exceeded the maximum number of login attempts',
      false,
    ],
    [
      { kind: 'refused', code: 'MaxAttemptsReached' },
      'You have exceeded the maximum number of login attempts',
      false,
    ],
    [{ kind: 'refused', code: 'Invalid' }, 'Username or password is invalid.', false],
    [
      { kind: 'refused', code: 'LogonNotAllowed' },
      'There was an error validating your credentials. Please contact your institution.',
      false,
    ],
    [
      { kind: 'refused', code: 'Restricted' },
      'There was an error validating your credentials. Please contact your institution.',
      false,
    ],
    [
      { kind: 'refused', code: 'MFANoEmail' },
      'There is no email associated with this account. Please contact your institution to set one up.',
      false,
    ],
    [{ kind: 'refused', code: 'SomethingElse' }, 'Not Authorized.', false],
    // A refusal without text is still the back end's no (SPEC-NOTES), not the offline page.
    [{ kind: 'refused', code: '' }, 'Not Authorized.', false],
    [{ kind: 'unavailable', reason: 'http', status: 403 }, 'Not Authorized.', false],
    [
      { kind: 'refused', code: 'maintenanceModeEnabled' },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'refused', code: 'ServerError' },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'unavailable', reason: 'http', status: 500 },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'refused', code: 'Invalid', status: 500 },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'unavailable', reason: 'network', status: 0 },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'unauthorized' },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
    [
      { kind: 'unavailable', reason: 'contract', status: 200 },
      'The portal is offline for maintenance. Please try again later.',
      true,
    ],
  ])('%o shows %p (offline: %p)', (failure, message, offline) => {
    expect(loginFailure(failure)).toEqual({ message, offline });
  });
});
