import { verifyPassword } from '../auth/passwords.ts';
import type { ActiveSettings } from '../settings/active-settings.ts';

// The back end's password checks as the sandbox plays them. With customer credentials the
// institution's rule list (GetPasswordValidationRules) applies on top of the legacy rules.

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

export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordOwner {
  username: string;
  email: string;
  ssn: string;
  /** Current and previous hashes: a match is a reused password. */
  knownHashes: readonly string[];
}

const digits = (text: string) => text.replace(/-/g, '');

export async function passwordMatchesKnown(password: string, hashes: readonly string[]) {
  for (const hash of hashes) if (await verifyPassword(password, hash)) return true;
  return false;
}

/** The first code the back end would answer for this new password, or null when it is fine. */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  settings: ActiveSettings,
): Promise<string | null> {
  const customer = settings.options['Features.CustomerCredentials'] === 'true';
  const max = customer ? 128 : 12;
  if (password.length < MIN_PASSWORD_LENGTH) return 'PasswordTooShort';
  if (password.length > max) return 'Error';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'PasswordNeedsLetterNumber';
  if (password.toLowerCase().includes(owner.username.toLowerCase())) return 'PasswordSameAsLogin';
  if (owner.ssn && digits(password).includes(owner.ssn)) return 'PasswordSameAsSSN';
  if (customer) {
    if (!/[A-Z]/.test(password)) return 'PasswordMissingCapitalLetter';
    if (!/[a-z]/.test(password)) return 'PasswordMissingLowercaseLetter';
    if (!/[^A-Za-z0-9]/.test(password)) return 'PasswordMissingSpecialCharacter';
    if (password.length < 10) return 'PasswordTooShort';
    if (/(.)\1\1/.test(password))
      return 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters';
    if (owner.email && password.toLowerCase() === owner.email.toLowerCase())
      return 'PasswordMatchesEmail';
  }
  if (await passwordMatchesKnown(password, owner.knownHashes)) return 'ReusedPassword';
  return null;
}
