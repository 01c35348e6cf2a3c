// Which message a failed sign-in shows (spec 1 §8, Login). The offline case hides the form.
import { isCodedRefusal, statusOf, type CallFailure } from '../../../lib/call-failure';

export const LOGIN_MESSAGES = {
  maxAttempts: 'You have exceeded the maximum number of login attempts',
  invalid: 'Username or password is invalid.',
  restricted: 'There was an error validating your credentials. Please contact your institution.',
  noEmail:
    'There is no email associated with this account. Please contact your institution to set one up.',
  notAuthorized: 'Not Authorized.',
  // The spec names the offline message (spec 1 §2 'offline for maintenance', §8 'the offline
  // message') but nowhere quotes its words: not in specs 1-3 nor SPEC-NOTES. These are ours.
  offline: 'The portal is offline for maintenance. Please try again later.',
} as const;

export interface LoginFailure {
  message: string;
  /** The server is down or in maintenance: hide the form, not just show an error. */
  offline: boolean;
}

const BY_CODE: Record<string, keyof typeof LOGIN_MESSAGES> = {
  LockedOnBadPassword: 'maxAttempts',
  MaxAttemptsReached: 'maxAttempts',
  Invalid: 'invalid',
  LogonNotAllowed: 'restricted',
  Restricted: 'restricted',
  maintenanceModeEnabled: 'offline',
  ServerError: 'offline',
  MFANoEmail: 'noEmail',
};

/** A refusal (the back end's 403 with a code) is read by its code, a 403 without one is not
 * authorised; anything else (no answer, a 401, a 5xx with or without a code) is the offline
 * message. */
export function loginFailure(failure: CallFailure): LoginFailure {
  const key = isCodedRefusal(failure)
    ? (BY_CODE[failure.code] ?? 'notAuthorized')
    : statusOf(failure) === 403
      ? 'notAuthorized'
      : 'offline';
  return { message: LOGIN_MESSAGES[key], offline: key === 'offline' };
}
