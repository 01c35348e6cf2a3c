// Rules of the loan page's dialogs (spec 3 §2, §4, §5, §8).
import type { DateTime } from 'luxon';

export const INSURANCE_ERROR = 'An error occurred attempting to load insurance information.';
export const INSURANCE_EMPTY = 'No insurances found.';
export const PAYOFF_ERROR = 'An error occurred when attempting to submit a payoff quote request.';
export const PAYOFF_DATE_ERROR = 'Error Choosing Date. Please Choose a future date';
/** Spec 3 §9: the hide-account dialog closes 4 seconds after success. */
export const HIDE_CLOSE_MS = 4000;

/** Insurance is not fetched once the original maturity date is on or before now. */
export function shouldFetchInsurance(originalMaturity: DateTime | null, now: DateTime): boolean {
  return !originalMaturity || originalMaturity > now;
}

/** IsIndividual: 1 Individual, 2 Joint, otherwise None. */
export function individualOrJoint(value: number): string {
  if (value === 1) return 'Individual';
  if (value === 2) return 'Joint';
  return 'None';
}

/** A payoff date must not be before today (a valid date, compared by calendar day). */
export function payoffDateError(date: DateTime | null, now: DateTime): string | null {
  if (!date || !date.isValid) return PAYOFF_DATE_ERROR;
  return date.startOf('day') < now.startOf('day') ? PAYOFF_DATE_ERROR : null;
}

/** Masked input 00/00/0000 → digits placed as MM/dd/yyyy while typing. */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
