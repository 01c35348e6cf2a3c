// Registration messages (spec 1 §8: creation errors and e-mail verification).
import type { CallFailure } from '../../../lib/call-failure';
import { codeCheckFailure } from '../../../lib/code-check-failure';

export const CREATION_MESSAGES: Record<string, string> = {
  userInfo: 'There is an issue with the information you have entered',
  LoginNameExists: 'The logon name you chose is already taken.',
  Failed:
    'Sorry, there was an error trying to register your account. Please contact your institution for help.',
  Error:
    'Sorry, there was an error trying to register your account. Please contact your institution for help.',
  SSNNull:
    'Sorry, there was an error trying to register your account. Please contact your institution for help.',
  Invalid:
    'Sorry, there was an error trying to register your account. Please check your information and try again or contact your institution for help.',
  Restricted: 'Your account has been registered, however it is currently restricted.',
  SSN: 'The social security information you have entered is in an invalid format.',
  DateOfBirth: 'Date of Birth is invalid.',
  PasswordSameSSN: 'Password must not be the same as the SSN.',
  PasswordMatchesSSN: 'Password must not be the same as the SSN.',
  PasswordSameUserName: 'Password must not be the same as the username.',
  PasswordLettersNumbers:
    'Password must use a combination of upper and lower case letters as well as numbers.',
  PasswordTooShort: 'Password is not long enough.',
  MissingCapitalLetter: 'Password must contain a capital letter.',
  MissingLowercaseLetter: 'Password must contain a lowercase letter.',
  MissingLetter: 'Password must contain a letter.',
  MissingNumber: 'Password must contain a number.',
  MissingSpecialCharacter: 'Password must contain a special character.',
  EqualsPortionOfLogon: 'Password cannot equal a portion of your logon name.',
  MatchesEmail: 'Password must be different than your e-mail address.',
  ContainsThreeOrMoreConsecutiveIdenticalCharacters:
    'Password cannot contain 3 or more identical characters in a row.',
  UserNameTooShort: 'Username is too short.',
  LogonTooShort: 'Username is too short.',
  LogonMatchesEmail: 'Username must be different than your e-mail address.',
  AccountNumberError: 'The account number is not in the correct format.',
  MustAgreeToAllError: 'You must agree to all the agreements.',
  AgreementRecordingError: 'You must agree to all the agreements.',
};

export function creationFailure(code: string | undefined): string {
  const known = code !== undefined && Object.hasOwn(CREATION_MESSAGES, code);
  return (known ? CREATION_MESSAGES[code] : CREATION_MESSAGES.Error) ?? '';
}

export const EMAIL_VERIFICATION_MESSAGES = {
  expired: 'The code you have entered has expired.',
  maxAttempts:
    'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
  invalid: 'There was an error while validating.',
  network: 'Something went wrong during email verification.',
  sendInvalid: 'Something went wrong in verifying your account. Please contact your institution.',
  required: 'A security code is required.',
} as const;

export const emailVerificationFailure = (failure: CallFailure): string =>
  codeCheckFailure(failure, {
    ...EMAIL_VERIFICATION_MESSAGES,
    otherwise: EMAIL_VERIFICATION_MESSAGES.network,
  });
