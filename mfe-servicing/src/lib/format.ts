// Display formats used across the servicing screens (spec 3 §9: dates MM/dd/yyyy).
import { DateTime } from 'luxon';

/** The back end's "no date" value (spec 3 §3: NextPaymentDate 0001-01-01T00:00:00 means none). */
export const NO_DATE = '0001-01-01T00:00:00';

export function parseWireDate(value: string | null | undefined): DateTime | null {
  if (!value || value.startsWith('0001-01-01')) return null;
  const date = DateTime.fromISO(value);
  return date.isValid ? date : null;
}

/** MM/dd/yyyy, or '' for none. */
export function formatShortDate(value: string | null | undefined): string {
  return parseWireDate(value)?.toFormat('MM/dd/yyyy') ?? '';
}

/** A long date for "last modified" (e.g. November 22, 2026). */
export function formatLongDate(value: string | null | undefined): string {
  return parseWireDate(value)?.toFormat('MMMM d, yyyy') ?? '';
}

/** A full date with weekday (e.g. Sunday, November 22, 2026). */
export function formatFullDate(value: string | null | undefined): string {
  return parseWireDate(value)?.toFormat('cccc, MMMM d, yyyy') ?? '';
}
