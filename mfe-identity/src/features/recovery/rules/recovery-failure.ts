// Recovery errors (spec 1 §8, Recovery). HTTP 500 gives Error500; unknown codes give Error.
import { statusOf, type CallFailure } from '../../../lib/call-failure';

export const RECOVERY_MESSAGES = {
  Error: 'There was an error validating your identity, please check your information and try again',
  Error500: 'There was an error validating your identity, please contact your institution',
  Invalid: 'The information you entered is invalid, please check your information and try again',
  RecoveryMaxAttempts:
    'You have reached the maximum amount of recovery attempts at this time. Please wait a while before trying again.',
  RecoveryFailed:
    'Failed to recover credentials, please verify your information or contact your local branch.',
  BadQuestion: 'Failed to recover credentials. An error occurred retrieving your secret question.',
} as const;

type RecoveryCode = keyof typeof RECOVERY_MESSAGES;

const isCode = (code: string | undefined): code is RecoveryCode =>
  code !== undefined && Object.hasOwn(RECOVERY_MESSAGES, code);

export function recoveryFailure(failure: CallFailure): string {
  if (statusOf(failure) >= 500) return RECOVERY_MESSAGES.Error500;
  const code = failure.kind === 'refused' ? failure.code : undefined;
  return isCode(code) ? RECOVERY_MESSAGES[code] : RECOVERY_MESSAGES.Error;
}
