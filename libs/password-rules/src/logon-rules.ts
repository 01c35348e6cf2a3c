// Logon name rules and the two allowed-character patterns (spec 1 §5, Logon).
import type { PasswordValidationRule } from './password-rule-types';
import { passwordRuleStatuses } from './server-password-rules';

export type LogonFailureKey = 'required' | 'minlength' | 'maxlength' | 'pattern';

/** Letters, digits and _ . ! # $ % & ' * + - / = ? ^ ` | ~ @ */
export const LOGON_ALLOWED_CHARACTERS = /^[A-Za-z0-9_.!#$%&'*+\-/=?^`|~@]*$/;
/** Letters, digits, space, comma and . ! @ # $ % & * - + | = ? ' ( ) — secret answers and the like. */
export const TEXT_ALLOWED_CHARACTERS = /^[A-Za-z0-9 ,.!@#$%&*\-+|=?'()]*$/;

export interface LogonLimits {
  minLength: number;
  maxLength: number;
}

export function logonFailures(logon: string, limits: LogonLimits): LogonFailureKey[] {
  if (logon === '') return ['required'];
  const failures: LogonFailureKey[] = [];
  if (logon.length < limits.minLength) failures.push('minlength');
  if (logon.length > limits.maxLength) failures.push('maxlength');
  if (!LOGON_ALLOWED_CHARACTERS.test(logon)) failures.push('pattern');
  return failures;
}

export function hasOnlyAllowedTextCharacters(text: string): boolean {
  return TEXT_ALLOWED_CHARACTERS.test(text);
}

/** Messages the profile uses; registration says 'Login Name is required.' for an empty value. */
export const LOGON_MESSAGES = {
  required: 'Login Name is required.',
  minlength: (n: number) => `Login name must be more than ${n} characters`,
  maxlength: (n: number) => `Login name cannot be longer than ${n} characters`,
  pattern: 'Username should only contain valid characters',
} as const;

export function logonMessage(
  failures: readonly LogonFailureKey[],
  limits: LogonLimits,
): string | undefined {
  switch (failures[0]) {
    case undefined:
      return undefined;
    case 'required':
      return LOGON_MESSAGES.required;
    case 'minlength':
      return LOGON_MESSAGES.minlength(limits.minLength);
    case 'maxlength':
      return LOGON_MESSAGES.maxlength(limits.maxLength);
    case 'pattern':
      return LOGON_MESSAGES.pattern;
  }
}

/**
 * Server-rule mode: the labels of the institution's logon rules (GetLogonValidationRules) that a
 * logon name breaks. The rules share the password rules' wire shape and meaning; the logon is
 * compared with the e-mail (LogonMatchesEmail) but never with itself.
 */
export function serverLogonFailures(
  logon: string,
  rules: readonly PasswordValidationRule[],
  email: string | undefined,
): string[] {
  if (logon === '') return [];
  return passwordRuleStatuses(logon, rules, { email })
    .filter((status) => !status.valid)
    .map((status) => status.label);
}

/** The spec quotes no text for these; the rule labels say what is missing. */
export function serverLogonMessage(failedLabels: readonly string[]): string | undefined {
  if (failedLabels.length === 0) return undefined;
  return `Login name requirements are not met: ${failedLabels.join('; ')}.`;
}
