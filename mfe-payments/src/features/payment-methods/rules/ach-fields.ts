// The new ACH form's field rules (spec 2 §5 ACH form; SPEC-NOTES routing check digit, whose one
// owner is field-rules, shared with the sandbox).
import { hasValidAbaCheckDigit } from '@portal/field-rules/routing-number';

export const ACH_MESSAGES = {
  ownerRequired: 'Owner Name is required',
  ownerInvalid: 'Owner Name is invalid',
  routingRequired: 'Routing Number is required',
  routingInvalid: 'Routing Number is invalid.',
  accountRequired: 'Account Number is required',
  accountInvalid: 'Please contact your bank to confirm your bank account information.',
  confirmRequired: 'Confirm Account Number is required',
  confirmMismatch: 'Account Numbers Do Not Match',
} as const;

/** At least two words of letters, dots, apostrophes and dashes. */
const OWNER_PATTERN = /^[A-Za-z][A-Za-z.'-]*(?: +[A-Za-z][A-Za-z.'-]*)+$/;
const REPEATED_NON_LETTERS = /[^A-Za-z ]{2,}/;

export function ownerNameError(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return ACH_MESSAGES.ownerRequired;
  if (!OWNER_PATTERN.test(name) || REPEATED_NON_LETTERS.test(name))
    return ACH_MESSAGES.ownerInvalid;
  return null;
}

/** 9 digits with a valid check digit; the bank lookup comes after this passes. */
export function routingNumberError(raw: string): string | null {
  const digits = raw.trim();
  if (digits === '') return ACH_MESSAGES.routingRequired;
  if (!hasValidAbaCheckDigit(digits)) return ACH_MESSAGES.routingInvalid;
  return null;
}

/** 1 to 17 digits, not all zeros and not all the same character. */
export function accountNumberError(raw: string): string | null {
  const digits = raw.trim();
  if (digits === '') return ACH_MESSAGES.accountRequired;
  if (!/^\d{1,17}$/.test(digits)) return ACH_MESSAGES.accountInvalid;
  if (digits.length > 1 && new Set(digits).size === 1) return ACH_MESSAGES.accountInvalid;
  if (/^0+$/.test(digits)) return ACH_MESSAGES.accountInvalid;
  return null;
}

export function confirmAccountNumberError(raw: string, accountNumber: string): string | null {
  if (raw.trim() === '') return ACH_MESSAGES.confirmRequired;
  if (raw.trim() !== accountNumber.trim()) return ACH_MESSAGES.confirmMismatch;
  return null;
}

/** Digits only on blur. */
export const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');
