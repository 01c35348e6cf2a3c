// Messages for ResetPassword's error codes (spec 1 §8, Password reset / forced change).
// Only the first error counts. Texts the spec does not give are written in the same voice.
import { statusOf, type CallFailure } from './call-failure';

export const RESET_PASSWORD_MESSAGES: Record<string, string> = {
  Error: 'There was an error resetting your password. Please try again.',
  Error500: 'There was an error resetting your password. Please contact your institution.',
  ChooseDifferentPassword: 'Please choose a different password.',
  PasswordTooShort: 'Password is not long enough.',
  PasswordSameAsLogin: 'Password must be different than Username.',
  PasswordSameAsSSN: 'Password must not include your SSN.',
  PasswordNeedsLetterNumber: 'Password must have both a letter and a number.',
  Expired: 'The link you are using to reset your password is no longer valid.',
  ReusedPassword: 'You cannot reuse a previous password. Please choose a different password.',
  PasswordMissingCapitalLetter: 'Password must contain a capital letter.',
  PasswordMissingLowercaseLetter: 'Password must contain a lowercase letter.',
  PasswordMissingLetter: 'Password must contain a letter.',
  PasswordMissingNumber: 'Password must contain a number.',
  PasswordMissingSpecialCharacter: 'Password must contain a special character.',
  PasswordEqualsPortionOfLogon: 'Password cannot equal a portion of your logon name.',
  PasswordMatchesEmail: 'Password must be different than your e-mail address.',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters:
    'Password cannot contain 3 or more identical characters in a row.',
};

/** The message for a failed reset: no answer with a status of 500 or above is Error500; codes
 * the list does not know are Error. */
export function resetPasswordFailure(failure: CallFailure): string {
  if (statusOf(failure) >= 500) return RESET_PASSWORD_MESSAGES.Error500 ?? '';
  const code = failure.kind === 'refused' ? failure.code : undefined;
  const known = code !== undefined && Object.hasOwn(RESET_PASSWORD_MESSAGES, code);
  return (known ? RESET_PASSWORD_MESSAGES[code] : RESET_PASSWORD_MESSAGES.Error) ?? '';
}
