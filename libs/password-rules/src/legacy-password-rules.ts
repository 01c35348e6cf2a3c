// Legacy password rules (spec 1 §5, Password): used unless server-rule mode is on.
import type { PasswordFailureKey } from './password-failure-keys';
import {
  passwordContainsLogon,
  passwordContainsSsn,
  passwordMatchesEmail,
} from './identity-comparisons';

export interface PasswordContext {
  logon?: string;
  ssn?: string;
  email?: string;
  minLength: number;
  maxLength: number;
}

export const LEGACY_PASSWORD_MESSAGES = {
  required: 'Password is required.',
  minlength: (min: number) => `Password must be at least ${min} characters in length.`,
  maxlength: (max: number) => `Password must be less than ${max} characters in length.`,
  needsLettersAndNumbers: 'Password must have both a letter and a number.',
  containsName: 'Password must be different than Username',
  matchesSSN: 'Password must not include your SSN.',
  matchesEmail: 'Password must be different than your e-mail address.',
} as const;

/** Every legacy rule the password breaks, in the order the form shows them. */
export function legacyPasswordFailures(
  password: string,
  context: PasswordContext,
): PasswordFailureKey[] {
  if (password === '') return ['required'];
  const failures: PasswordFailureKey[] = [];
  if (password.length < context.minLength) failures.push('minlength');
  if (password.length > context.maxLength) failures.push('maxlength');
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) failures.push('needsLettersAndNumbers');
  if (passwordContainsLogon(password, context.logon)) failures.push('containsName');
  if (passwordContainsSsn(password, context.ssn)) failures.push('matchesSSN');
  if (passwordMatchesEmail(password, context.email)) failures.push('matchesEmail');
  return failures;
}

/** The message of the first legacy failure, or undefined when the password passes. */
export function legacyPasswordMessage(
  failures: readonly PasswordFailureKey[],
  context: Pick<PasswordContext, 'minLength' | 'maxLength'>,
): string | undefined {
  const first = failures[0];
  switch (first) {
    case undefined:
      return undefined;
    case 'minlength':
      return LEGACY_PASSWORD_MESSAGES.minlength(context.minLength);
    case 'maxlength':
      return LEGACY_PASSWORD_MESSAGES.maxlength(context.maxLength);
    case 'required':
    case 'needsLettersAndNumbers':
    case 'containsName':
    case 'matchesSSN':
    case 'matchesEmail':
      return LEGACY_PASSWORD_MESSAGES[first];
    default:
      return LEGACY_PASSWORD_MESSAGES.required;
  }
}
