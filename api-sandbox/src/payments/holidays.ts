// US federal holidays: the sandbox's non-payment days (spec 2 §3 NonPaymentDays).
import { calendarDate } from '../time/dates.ts';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The n-th (1-based) weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return utc(year, month, 1 + offset + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return utc(year, month, last.getUTCDate() - offset);
}

export function federalHolidays(year: number): Date[] {
  return [
    utc(year, 1, 1),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    utc(year, 6, 19),
    utc(year, 7, 4),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    utc(year, 11, 11),
    nthWeekday(year, 11, 4, 4),
    utc(year, 12, 25),
  ];
}

/** Holidays strictly after `now`'s day, for about a year ahead, as wire calendar dates. */
export function futureNonPaymentDays(now: Date): string[] {
  const today = calendarDate(now);
  const year = now.getUTCFullYear();
  return [...federalHolidays(year), ...federalHolidays(year + 1)]
    .map(calendarDate)
    .filter((day) => day > today)
    .slice(0, 12);
}
