// The failure keys of spec 1 §5 (Password). Forms hang their messages and rule lists on these.
export const PASSWORD_FAILURE_KEYS = [
  'minlength',
  'containsName',
  'needsLettersAndNumbers',
  'required',
  'doesNotMeetMinimumLength',
  'missingCapitalLetter',
  'missingLowercaseLetter',
  'missingLetter',
  'missingNumber',
  'missingSpecialCharacter',
  'matchesSSN',
  'matchesEmail',
  'containsThreeOrMoreConsecutiveIdenticalCharacters',
  'equalsPortionOfLogon',
  'containsLogon',
  'passwordReused',
  'passwordsDontMatch',
  // Not in the spec's key list, but the spec has a message for it ('less than 12 characters').
  'maxlength',
] as const;

export type PasswordFailureKey = (typeof PASSWORD_FAILURE_KEYS)[number];

/** Shown with the rule list whenever any server rule fails. */
export const PASSWORD_REQUIREMENTS_NOT_MET = 'Password requirements are not met, please try again';
