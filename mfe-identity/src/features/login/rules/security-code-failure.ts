// Messages of the security-code step (spec 1 §8, Security code).
import { statusOf, type CallFailure } from '../../../lib/call-failure';

export const SECURITY_CODE_MESSAGES = {
  expired: 'The code you entered has expired. Press Resend Code to start over.',
  maxAttempts:
    'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
  invalid: 'The security code is invalid',
  error: 'There was an error while validating.',
  required: 'A security code is required',
} as const;

/** A refusal is read by its code; a 403 without one is an invalid code; a lost session, no
 * answer or any other status is the general error. */
export function securityCodeFailure(failure: CallFailure): string {
  if (failure.kind === 'refused') {
    if (failure.code === 'CodeExpired') return SECURITY_CODE_MESSAGES.expired;
    if (failure.code === 'MaxAttemptsReached') return SECURITY_CODE_MESSAGES.maxAttempts;
    return SECURITY_CODE_MESSAGES.invalid;
  }
  if (statusOf(failure) === 403) return SECURITY_CODE_MESSAGES.invalid;
  return SECURITY_CODE_MESSAGES.error;
}
