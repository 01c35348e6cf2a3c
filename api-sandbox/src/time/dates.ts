// Wire formats for time. Calendar dates (due dates, payment dates) travel the way the back end
// sends them: "YYYY-MM-DDT00:00:00" with no zone. Instants (logins, reports) are full ISO-8601 UTC.

/**
 * The institution's business time zone: the sandbox's calendar days (today, due dates, payment
 * dates, payoff dates) are UTC days. GET /api/setup/BusinessDate states it with today's date.
 */
export const BUSINESS_TIME_ZONE = 'UTC';

/** The back end's "no date" value. */
export const NO_DATE = '0001-01-01T00:00:00';

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A calendar date (UTC) as "YYYY-MM-DDT00:00:00". */
export function calendarDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
}

/** An instant as ISO-8601 UTC, e.g. "2025-03-14T09:12:00.000Z". */
export const instant = (date: Date): string => date.toISOString();

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Day `day` of the month `monthsAhead` months after `date` (UTC). */
export function dayOfMonthAhead(date: Date, monthsAhead: number, day: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, day));
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: Date, to: Date): number =>
  Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/** The latest day `day` of a month that is not after `date` (this month's, or last month's). */
export function lastDayOfMonthOnOrBefore(date: Date, day: number): Date {
  const thisMonth = dayOfMonthAhead(date, 0, day);
  return thisMonth.getTime() <= date.getTime() ? thisMonth : dayOfMonthAhead(date, -1, day);
}
