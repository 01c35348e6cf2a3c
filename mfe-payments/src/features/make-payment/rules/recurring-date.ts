// The first date of a recurring payment (spec 2 §5 Recurring date).
import type { DateTime } from 'luxon';
import { daysFrom, isoDay } from '../../../lib/calendar';
import type { Frequency } from '../../../lib/frequencies';

export const RECURRING_DATE_MESSAGES = {
  tooFar: 'First payment date must be within 30 days',
  past: 'Payment date must be in the future',
  dayNotAllowed: 'That date is not allowed.',
  badDay: 'Payment cannot be made on this date.',
} as const;

/** Recurring: at most 31 days ahead; month day at most 30; semi-monthly at most 28 (spec 2 §9). */
export const RECURRING_MAX_DAYS_AHEAD = 31;
export const MONTHLY_MAX_DAY = 30;
export const SEMI_MONTHLY_MAX_DAY = 28;

export interface RecurringDateContext {
  today: DateTime;
  nonSchedulableDays: readonly string[];
  allowSaturday: boolean;
  allowSunday: boolean;
}

export function recurringDateError(
  date: DateTime | null,
  frequency: Frequency,
  ctx: RecurringDateContext,
): string | null {
  if (!date || !date.isValid) return RECURRING_DATE_MESSAGES.past;
  const ahead = daysFrom(ctx.today, date);
  if (ahead < 0) return RECURRING_DATE_MESSAGES.past;
  if (ahead > RECURRING_MAX_DAYS_AHEAD) return RECURRING_DATE_MESSAGES.tooFar;
  if (frequency === 'MonthlyOnDate' && date.day > MONTHLY_MAX_DAY)
    return RECURRING_DATE_MESSAGES.dayNotAllowed;
  if (frequency === 'SemiMonthly' && date.day > SEMI_MONTHLY_MAX_DAY)
    return RECURRING_DATE_MESSAGES.dayNotAllowed;
  const badWeekend =
    (date.weekday === 6 && !ctx.allowSaturday) || (date.weekday === 7 && !ctx.allowSunday);
  if (badWeekend || ctx.nonSchedulableDays.includes(isoDay(date)))
    return RECURRING_DATE_MESSAGES.badDay;
  return null;
}
