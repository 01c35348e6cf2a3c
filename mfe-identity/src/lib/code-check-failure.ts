// A one-time code the back end would not accept (spec 1 §8: the login security code and the
// registration e-mail code read alike): a refusal by its code, a 403 without one as an invalid
// code, and anything else (a lost session, no answer, another status) as the step's own error.
import { isCodedRefusal, statusOf, type CallFailure } from './call-failure';

export interface CodeCheckMessages {
  expired: string;
  maxAttempts: string;
  invalid: string;
  /** Neither a refusal nor a 403. */
  otherwise: string;
}

export function codeCheckFailure(failure: CallFailure, messages: CodeCheckMessages): string {
  if (isCodedRefusal(failure)) {
    if (failure.code === 'CodeExpired') return messages.expired;
    if (failure.code === 'MaxAttemptsReached') return messages.maxAttempts;
    return messages.invalid;
  }
  return statusOf(failure) === 403 ? messages.invalid : messages.otherwise;
}
