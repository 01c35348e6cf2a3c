// Calendar helpers for the rules: days are compared as ISO dates (yyyy-MM-dd), never instants.
import { DateTime } from 'luxon';

export const isoDay = (date: DateTime): string => date.toISODate() ?? '';

/** Whole days from `today` to `date` (both taken at the start of their day). */
export const daysFrom = (today: DateTime, date: DateTime): number =>
  Math.round(date.startOf('day').diff(today.startOf('day'), 'days').days);

/** A wire calendar date ("2026-12-15T00:00:00", or a plain ISO day) as a local day; null when none. */
export function parseWireDay(text: string | null | undefined): DateTime | null {
  if (!text || text.startsWith('0001-01-01')) return null;
  const day = DateTime.fromISO(text.slice(0, 10));
  return day.isValid ? day : null;
}

/** The wire form of a calendar date. */
export const toWireDay = (date: DateTime): string => `${isoDay(date)}T00:00:00`;
