// The one-time payment date rules (spec 2 §5 Payment date).
import type { DateTime } from 'luxon';
import { daysFrom, isoDay } from '../../../lib/calendar';

export const PAYMENT_DATE_MESSAGES = {
  required: 'Payment date is required',
  holiday: 'Payment cannot be made on a holiday.',
  past: 'Payment date cannot be in the past',
  tooFar: (days: number) => `Payment date cannot be scheduled over this many days: ${days}`,
  saturday: 'Payment date cannot be on a Saturday',
  sunday: 'Payment date cannot be on a Sunday',
  smallDollar: 'Payment cannot be made on this date.',
  immediateAchBlocked: 'ACH payments can only be scheduled for a future date.',
} as const;

/** Small-dollar rule: days ahead that are blocked, by mail preference (spec 2 §9). */
export const SMALL_DOLLAR_DAYS: Readonly<Record<number, number>> = { 1: 4, 2: 7 };

export interface PaymentDateContext {
  today: DateTime;
  /** Holidays (ISO days). */
  nonPaymentDays: readonly string[];
  daysInPeriod: number;
  allowSaturday: boolean;
  allowSunday: boolean;
  smallDollarRule: boolean;
  mailPreference: number;
  /** The day immediate ACH is blocked (after the cutoff), when it is. */
  blockedImmediateAchDay: string | null;
}

/**
 * The spec's message for a one-time payment date, or null when it may be chosen. The small-dollar
 * rule blocks the days strictly after today up to 4 (or 7) days ahead; today stays an immediate
 * payment, which the rule does not concern.
 */
export function paymentDateError(date: DateTime | null, ctx: PaymentDateContext): string | null {
  if (!date || !date.isValid) return PAYMENT_DATE_MESSAGES.required;
  const day = isoDay(date);
  if (ctx.nonPaymentDays.includes(day)) return PAYMENT_DATE_MESSAGES.holiday;
  if (ctx.blockedImmediateAchDay === day) return PAYMENT_DATE_MESSAGES.immediateAchBlocked;
  const ahead = daysFrom(ctx.today, date);
  if (ahead > ctx.daysInPeriod) return PAYMENT_DATE_MESSAGES.tooFar(ctx.daysInPeriod);
  if (ahead < 0) return PAYMENT_DATE_MESSAGES.past;
  if (date.weekday === 6 && !ctx.allowSaturday) return PAYMENT_DATE_MESSAGES.saturday;
  if (date.weekday === 7 && !ctx.allowSunday) return PAYMENT_DATE_MESSAGES.sunday;
  if (ctx.smallDollarRule) {
    const blockedDays = SMALL_DOLLAR_DAYS[ctx.mailPreference];
    if (blockedDays !== undefined && ahead > 0 && ahead <= blockedDays)
      return PAYMENT_DATE_MESSAGES.smallDollar;
  }
  return null;
}
