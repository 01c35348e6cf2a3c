// The profile page's messages, exactly as spec 1 §5 and §8 word them (where the spec names a
// code without its text, the text here is ours and says so).

export const PERSONAL_INFO_MESSAGES = {
  ZipCityNoMatch: 'City is not found within the specified zip code',
  ContainsPOBox: 'Physical address cannot contain a PO box',
  error: 'There was an error saving changes to your information',
  agreement: 'There was an error updating the agreement.',
} as const;

export const NOTIFICATIONS_ERROR = 'Error';

export const TEXTING_MESSAGES = {
  modifyError:
    'An error occurred while modifying your subscriptions. The form has been set to reflect the changes (if any) that have been made on the server.',
  invalid: 'This is not a textable phone number',
  loadFailure: 'Something went wrong trying to connect to the server.',
  finalizeFailure: 'Something went wrong finalizing changes. Please retry.',
  // The spec gives the warning's meaning, not its words.
  finalizeWarning:
    'If you cancel, your texting preferences may not be saved and you may not receive text notifications.',
  disagree: 'In order to use texting you must agree to the terms.',
} as const;

/** Spec 1 §8 Profile user info. Codes the spec names without a text carry our wording. */
export const USER_INFO_MESSAGES: Readonly<Record<string, string>> = {
  LogonNameExists: 'That login name already exists, please choose another',
  LogonMissingCapitalLetter: 'Login name must contain a capital letter',
  LogonMissingLowercaseLetter: 'Login name must contain a lowercase letter',
  LogonMissingLetter: 'Login name must contain a letter',
  LogonMissingNumber: 'Login name must contain a number',
  LogonMissingSpecialCharacter: 'Login name must contain a special character',
  LogonMatchesEmail: 'Login name cannot be the same as your e-mail address',
  LogonTooShort: 'Login name is too short',
  LogonNameLength: 'Invalid logon name length',
  PasswordNeedsLetterNumber: 'Password requires a letter and number',
  PasswordTooShort: 'Password is too short',
  PasswordSameAsLogin: 'Password cannot be the same as logon name',
  ChooseDifferentPassword: 'You must choose a different password',
  PasswordSameAsSSN: 'Password cannot be the same as SSN',
  ReusedPassword: 'Password cannot be a previous password',
  InvalidCurrentPassword: 'Your current password is incorrect',
  PasswordMissingCapitalLetter: 'Password must contain a capital letter',
  PasswordMissingLowercaseLetter: 'Password must contain a lowercase letter',
  PasswordMissingLetter: 'Password must contain a letter',
  PasswordMissingNumber: 'Password must contain a number',
  PasswordMissingSpecialCharacter: 'Password must contain a special character',
  PasswordEqualsPortionOfLogon: 'Password cannot contain a portion of your logon name',
  PasswordMatchesEmail: 'Password cannot be the same as your e-mail address',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters:
    'Password cannot contain three or more identical characters in a row',
  Error: 'There was an error saving changes to your information',
  CorrectErrors: 'There was a problem saving your changes, please correct errors first',
  Invalid: 'The data you entered was invalid. Please re-enter and try again',
  BiometricsNotUpdated: 'There was a problem updating biometrics',
};

/** Personal info: ZipCityNoMatch and ContainsPOBox by name; anything else the generic error. */
export function personalInfoMessage(code: string | undefined): string {
  if (code === 'ZipCityNoMatch' || code === 'ContainsPOBox') return PERSONAL_INFO_MESSAGES[code];
  return PERSONAL_INFO_MESSAGES.error;
}

/** Parses the hide setting: codes separated by commas (or spaces). */
export const parseHiddenCodes = (setting: string): ReadonlySet<string> =>
  new Set(
    setting
      .split(/[\s,|]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  );

/**
 * User info: the code's message; unknown codes and a failed call give Error; a code hidden by
 * setting gives Error too, so the borrower learns nothing the institution chose not to say.
 */
export function userInfoMessage(code: string | undefined, hidden: ReadonlySet<string>): string {
  const generic = USER_INFO_MESSAGES['Error'] ?? '';
  if (!code || hidden.has(code)) return generic;
  return USER_INFO_MESSAGES[code] ?? generic;
}
