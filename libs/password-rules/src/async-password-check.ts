// Whether a typed password needs the server's check (spec 1 §5): things the browser cannot
// know — the real SSN, the e-mail on file, previous passwords. The debounce lives in the form.
import { PasswordRuleType, type PasswordValidationRule } from './password-rule-types';
import { isEmailAddress } from '@portal/field-rules/email';

export interface PasswordCheckRequest {
  InvalidWhenMatchesSSN: boolean;
  InvalidWhenMatchEmail: boolean;
  InvalidWhenPasswordExists: boolean;
}

const NINE_DIGITS = /^\d{9}$/;

export function looksLikeEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

export function looksLikeSsn(value: string): boolean {
  return NINE_DIGITS.test(value.replace(/-/g, ''));
}

export function forbidsReuse(rules: readonly PasswordValidationRule[]): boolean {
  return rules.some(
    (rule) => rule.ValidationRuleType === PasswordRuleType.CannotBePreviousPassword,
  );
}

/** The flags to send with the async check, or null when no check is needed for this value. */
export function passwordCheckRequest(
  value: string,
  rules: readonly PasswordValidationRule[],
): PasswordCheckRequest | null {
  if (value === '') return null;
  const request: PasswordCheckRequest = {
    InvalidWhenMatchesSSN: looksLikeSsn(value),
    InvalidWhenMatchEmail: looksLikeEmail(value),
    InvalidWhenPasswordExists: forbidsReuse(rules),
  };
  const needed =
    request.InvalidWhenMatchesSSN ||
    request.InvalidWhenMatchEmail ||
    request.InvalidWhenPasswordExists;
  return needed ? request : null;
}
