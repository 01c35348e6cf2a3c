// Display formats used across the servicing screens (spec 3 §9: dates MM/dd/yyyy).
// Days without luxon (lib/wire-day.ts), so the screens that only show dates do not download it.
import { formatWireDay } from './wire-day';

/** The back end's "no date" value (spec 3 §3: NextPaymentDate 0001-01-01T00:00:00 means none). */
export const NO_DATE = '0001-01-01T00:00:00';

const isNoDate = (value: string | null | undefined) => !value || value.startsWith('0001-01-01');

/** MM/dd/yyyy, or '' for none. */
export function formatShortDate(value: string | null | undefined): string {
  return isNoDate(value) ? '' : formatWireDay(value);
}

/** A long date for "last modified" (e.g. November 22, 2026). */
export function formatLongDate(value: string | null | undefined): string {
  return isNoDate(value) ? '' : formatWireDay(value, 'long');
}

/** A full date with weekday (e.g. Sunday, November 22, 2026). */
export function formatFullDate(value: string | null | undefined): string {
  return isNoDate(value) ? '' : formatWireDay(value, 'full');
}
