// Messages of the security-code step (spec 1 §8, Security code).
import type { ApiFailure } from '@portal/shared-contracts';

export const SECURITY_CODE_MESSAGES = {
  expired: 'The code you entered has expired. Press Resend Code to start over.',
  maxAttempts:
    'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
  invalid: 'The security code is invalid',
  error: 'There was an error while validating.',
  required: 'A security code is required',
} as const;

export function securityCodeFailure({ status, code }: ApiFailure): string {
  if (status !== 403) return SECURITY_CODE_MESSAGES.error;
  if (code === 'CodeExpired') return SECURITY_CODE_MESSAGES.expired;
  if (code === 'MaxAttemptsReached') return SECURITY_CODE_MESSAGES.maxAttempts;
  return SECURITY_CODE_MESSAGES.invalid;
}
