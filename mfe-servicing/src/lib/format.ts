// Display formats used across the servicing screens (spec 3 §9: dates MM/dd/yyyy).
// Days come without luxon (@portal/display/wire-day): screens that only show dates skip it.
import { formatWireDay } from '@portal/display/wire-day';

/** The back end's "no date" value (spec 3 §3: NextPaymentDate 0001-01-01T00:00:00 means none). */
export const NO_DATE = '0001-01-01T00:00:00';

/** MM/dd/yyyy, or '' for none. */
export const formatShortDate = (value: string | null | undefined): string => formatWireDay(value);

/** A long date for "last modified" (e.g. November 22, 2026). */
export const formatLongDate = (value: string | null | undefined): string =>
  formatWireDay(value, 'long');

/** A full date with weekday (e.g. Sunday, November 22, 2026). */
export const formatFullDate = (value: string | null | undefined): string =>
  formatWireDay(value, 'full');
