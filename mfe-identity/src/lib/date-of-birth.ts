// Date of birth (spec 1 §5, §9): MM/DD/YYYY, not in the future, at most 110 years back.
import { DateTime } from 'luxon';

export const MAX_AGE_YEARS = 110;

export type DateOfBirthProblem = 'required' | 'invalid';

export function parseDateOfBirth(text: string): DateTime | null {
  const parsed = DateTime.fromFormat(text.trim(), 'MM/dd/yyyy');
  return parsed.isValid ? parsed : null;
}

export function dateOfBirthProblem(text: string, now: DateTime): DateOfBirthProblem | null {
  if (text.trim() === '') return 'required';
  const date = parseDateOfBirth(text);
  if (!date) return 'invalid';
  const today = now.startOf('day');
  if (date > today) return 'invalid';
  if (date < today.minus({ years: MAX_AGE_YEARS })) return 'invalid';
  return null;
}

/** Inserts the slashes of the 00/00/0000 mask as digits are typed. */
export function maskDateOfBirth(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
