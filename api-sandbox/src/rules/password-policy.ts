import { verifyPassword } from '../auth/passwords.ts';
import type { ActiveSettings } from '../settings/active-settings.ts';
import { INSTITUTION_OPTIONS } from '../settings/institution-options.ts';

// The sandbox's one password policy (spec 1 §5), used by every call that sets a password:
// registration, reset, forced change and profile. The legacy rules always apply; in server-rule
// mode the institution's rule list (GetPasswordValidationRules, below) applies on top, judged
// from that same list so what the portal shows and what the sandbox refuses cannot drift.

export const SERVER_PASSWORD_RULES = [
  {
    ValidationRuleType: 0,
    ValidationRegex: '[A-Z]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  {
    ValidationRuleType: 1,
    ValidationRegex: '[a-z]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  {
    ValidationRuleType: 3,
    ValidationRegex: '[0-9]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  {
    ValidationRuleType: 4,
    ValidationRegex: '[^A-Za-z0-9]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  { ValidationRuleType: 6, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 10 },
  {
    ValidationRuleType: 8,
    ValidationRegex: '(.)\\1\\1',
    RegexMatchMeansError: true,
    MinimumLength: 0,
  },
  { ValidationRuleType: 7, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 0 },
  { ValidationRuleType: 10, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 0 },
  { ValidationRuleType: 11, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 0 },
] as const;

export const LOGON_RULES = [
  { ValidationRuleType: 6, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 8 },
] as const;

export interface PasswordOwner {
  /** The logon the password is checked against (the new one when it changes too). */
  username: string;
  email: string;
  ssn: string;
  /** Hashes of passwords this one must not repeat. */
  knownHashes: readonly string[];
}

export type PasswordProblem =
  | 'tooShort'
  | 'tooLong'
  | 'needsLetterNumber'
  | 'containsLogon'
  | 'containsSsn'
  | 'matchesEmail'
  | 'missingCapitalLetter'
  | 'missingLowercaseLetter'
  | 'missingLetter'
  | 'missingNumber'
  | 'missingSpecialCharacter'
  | 'matchesSsn'
  | 'threeIdentical'
  | 'equalsPortionOfLogon'
  | 'reused';

/** Server-rule mode: the rule-list option on and the institution using customer credentials. */
export function usesServerRules(settings: ActiveSettings): boolean {
  return (
    settings.options['Features.PasswordRuleList'] === 'true' &&
    settings.options['Features.CustomerCredentials'] === 'true'
  );
}

/** 12 characters, 128 with customer credentials. */
export function maxPasswordLength(settings: ActiveSettings): number {
  return settings.options['Features.CustomerCredentials'] === 'true' ? 128 : 12;
}

const digits = (text: string) => text.replace(/-/g, '');

type ServerRule = (typeof SERVER_PASSWORD_RULES)[number];

const RULE_PROBLEMS: Record<number, PasswordProblem> = {
  0: 'missingCapitalLetter',
  1: 'missingLowercaseLetter',
  2: 'missingLetter',
  3: 'missingNumber',
  4: 'missingSpecialCharacter',
  5: 'matchesSsn',
  6: 'tooShort',
  7: 'matchesEmail',
  8: 'threeIdentical',
  9: 'equalsPortionOfLogon',
  10: 'containsLogon',
};

/** Whether the password breaks one rule of the list (11, reuse, is judged by passwordProblem). */
function breaksRule(password: string, rule: ServerRule, owner: PasswordOwner): boolean {
  if (rule.ValidationRegex !== null) {
    const matches = new RegExp(rule.ValidationRegex).test(password);
    return rule.RegexMatchMeansError ? matches : !matches;
  }
  const lower = password.toLowerCase();
  const logon = owner.username.toLowerCase();
  switch (rule.ValidationRuleType) {
    case 6:
      return rule.MinimumLength > 0 && password.length < rule.MinimumLength;
    case 7:
      return owner.email !== '' && lower === owner.email.toLowerCase();
    case 10:
      return logon !== '' && lower.includes(logon);
    default:
      return false;
  }
}

/** The first rule the password breaks, reuse aside (synchronous: no hash to compare). */
export function passwordRuleProblem(
  password: string,
  owner: PasswordOwner,
  settings: ActiveSettings,
): PasswordProblem | null {
  if (password.length < INSTITUTION_OPTIONS.PasswordMinimumLength) return 'tooShort';
  if (password.length > maxPasswordLength(settings)) return 'tooLong';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'needsLetterNumber';
  if (password.toLowerCase().includes(owner.username.toLowerCase())) return 'containsLogon';
  if (owner.ssn && digits(password).includes(owner.ssn)) return 'containsSsn';
  if (owner.email && password.toLowerCase() === owner.email.toLowerCase()) return 'matchesEmail';
  if (!usesServerRules(settings)) return null;
  for (const rule of SERVER_PASSWORD_RULES) {
    const problem = RULE_PROBLEMS[rule.ValidationRuleType];
    if (problem && breaksRule(password, rule, owner)) return problem;
  }
  return null;
}

export async function passwordMatchesKnown(password: string, hashes: readonly string[]) {
  for (const hash of hashes) if (await verifyPassword(password, hash)) return true;
  return false;
}

/** The first problem of this new password, reuse of a known one included, or null. */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  settings: ActiveSettings,
): Promise<PasswordProblem | null> {
  const problem = passwordRuleProblem(password, owner, settings);
  if (problem) return problem;
  if (await passwordMatchesKnown(password, owner.knownHashes)) return 'reused';
  return null;
}

/** The codes of the reset, forced change and profile calls (spec 1, "Password reset" and
 * "Profile user info"). */
export const PASSWORD_CHANGE_CODES: Readonly<Record<PasswordProblem, string>> = {
  tooShort: 'PasswordTooShort',
  tooLong: 'Error',
  needsLetterNumber: 'PasswordNeedsLetterNumber',
  containsLogon: 'PasswordSameAsLogin',
  containsSsn: 'PasswordSameAsSSN',
  matchesSsn: 'PasswordSameAsSSN',
  matchesEmail: 'PasswordMatchesEmail',
  missingCapitalLetter: 'PasswordMissingCapitalLetter',
  missingLowercaseLetter: 'PasswordMissingLowercaseLetter',
  missingLetter: 'PasswordMissingLetter',
  missingNumber: 'PasswordMissingNumber',
  missingSpecialCharacter: 'PasswordMissingSpecialCharacter',
  threeIdentical: 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
  equalsPortionOfLogon: 'PasswordEqualsPortionOfLogon',
  reused: 'ReusedPassword',
};

/** The codes of registration (spec 1, "Registration creation errors"). */
export const REGISTRATION_PASSWORD_CODES: Readonly<Record<PasswordProblem, string>> = {
  tooShort: 'PasswordTooShort',
  tooLong: 'PasswordTooShort',
  needsLetterNumber: 'PasswordLettersNumbers',
  containsLogon: 'PasswordSameUserName',
  containsSsn: 'PasswordSameSSN',
  matchesSsn: 'PasswordSameSSN',
  matchesEmail: 'MatchesEmail',
  missingCapitalLetter: 'MissingCapitalLetter',
  missingLowercaseLetter: 'MissingLowercaseLetter',
  missingLetter: 'MissingLetter',
  missingNumber: 'MissingNumber',
  missingSpecialCharacter: 'MissingSpecialCharacter',
  threeIdentical: 'ContainsThreeOrMoreConsecutiveIdenticalCharacters',
  equalsPortionOfLogon: 'EqualsPortionOfLogon',
  reused: 'Invalid',
};
