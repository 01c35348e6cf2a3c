// Messages of the security-code step (spec 1 §8, Security code).
import type { CallFailure } from '../../../lib/call-failure';
import { codeCheckFailure } from '../../../lib/code-check-failure';

export const SECURITY_CODE_MESSAGES = {
  expired: 'The code you entered has expired. Press Resend Code to start over.',
  maxAttempts:
    'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
  invalid: 'The security code is invalid',
  error: 'There was an error while validating.',
  required: 'A security code is required',
} as const;

export const securityCodeFailure = (failure: CallFailure): string =>
  codeCheckFailure(failure, { ...SECURITY_CODE_MESSAGES, otherwise: SECURITY_CODE_MESSAGES.error });
