// Frequencies, their visibility, the kind of payment and the wire's recurring options
// (spec 2 §3 Frequencies, §4 Frequency choice, §5 Frequency option visibility).
import type { DateTime } from 'luxon';
import { daysFrom } from './calendar';

export const FREQUENCIES = [
  'OneTime',
  'Weekly',
  'TwoWeeks',
  'SemiMonthly',
  'MonthlyOnDate',
  'DaysBeforeDue',
  'OnDueDate',
] as const;

export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  OneTime: 'Pay Once',
  Weekly: 'Weekly',
  TwoWeeks: 'Every Two Weeks',
  SemiMonthly: 'Twice a Month',
  MonthlyOnDate: 'Monthly on a Date',
  DaysBeforeDue: 'Days Before Due Date',
  OnDueDate: 'On Due Date',
};

export type BillingFrequency = 'Weekly' | 'TwoWeeks' | 'SemiMonthly' | 'Monthly' | string;

export interface FrequencyVisibility {
  billingFrequency: BillingFrequency;
  recurringAllowed: boolean;
  allow: Record<Exclude<Frequency, 'OneTime'>, boolean>;
  forceOnDueDate: boolean;
  forceDaysBeforeDue: boolean;
  smallDollarRule: boolean;
  mailPreference: number;
  /** Whether the days-before-due selector has at least one day. */
  hasSelectableDaysBeforeDue: boolean;
  dueDateIsNonPaymentDay: boolean;
}

/** Which frequencies the dropdown offers, Pay Once first. */
export function visibleFrequencies(ctx: FrequencyVisibility): Frequency[] {
  if (!ctx.recurringAllowed) return ['OneTime'];
  const billing = ctx.billingFrequency;
  const daysBeforeDue =
    ctx.allow.DaysBeforeDue &&
    !(ctx.smallDollarRule && (ctx.mailPreference === 1 || ctx.mailPreference === 2)) &&
    ctx.hasSelectableDaysBeforeDue;
  const onDueDate = ctx.allow.OnDueDate && !ctx.dueDateIsNonPaymentDay;
  if (ctx.forceOnDueDate) return onDueDate ? ['OneTime', 'OnDueDate'] : ['OneTime'];
  if (ctx.forceDaysBeforeDue) return daysBeforeDue ? ['OneTime', 'DaysBeforeDue'] : ['OneTime'];
  const shown: Frequency[] = ['OneTime'];
  if (ctx.allow.Weekly && billing !== 'Weekly') shown.push('Weekly');
  if (ctx.allow.TwoWeeks && billing !== 'Weekly' && billing !== 'TwoWeeks') shown.push('TwoWeeks');
  if (ctx.allow.SemiMonthly && billing === 'Monthly') shown.push('SemiMonthly');
  if (ctx.allow.MonthlyOnDate && billing === 'Monthly') shown.push('MonthlyOnDate');
  if (daysBeforeDue) shown.push('DaysBeforeDue');
  if (onDueDate) shown.push('OnDueDate');
  return shown;
}

export type PaymentKind = 'immediate' | 'scheduled' | 'recurring';

/** OneTime dated today is immediate; OneTime later is scheduled; anything else is recurring. */
export function paymentKind(
  frequency: Frequency,
  date: DateTime | null,
  today: DateTime,
): PaymentKind {
  if (frequency !== 'OneTime') return 'recurring';
  return date && daysFrom(today, date) > 0 ? 'scheduled' : 'immediate';
}

export type RecurringOption =
  'DayOfMonth' | 'DaysBeforeDue' | 'SemiMonthly' | 'BiWeekly' | 'Weekly';

/** A recurring payment's schedule as the back end names it (spec 2 §7 RecurringDetails). */
export interface RecurringSchedule {
  option: RecurringOption;
  daysBeforeDue: number;
}

/** The schedule of a recurring frequency; OnDueDate is DaysBeforeDue with 0 days. */
export function recurringDetails(
  frequency: Exclude<Frequency, 'OneTime'>,
  daysBeforeDue: number,
): RecurringSchedule {
  switch (frequency) {
    case 'Weekly':
      return { option: 'Weekly', daysBeforeDue: 0 };
    case 'TwoWeeks':
      return { option: 'BiWeekly', daysBeforeDue: 0 };
    case 'SemiMonthly':
      return { option: 'SemiMonthly', daysBeforeDue: 0 };
    case 'MonthlyOnDate':
      return { option: 'DayOfMonth', daysBeforeDue: 0 };
    case 'DaysBeforeDue':
      return { option: 'DaysBeforeDue', daysBeforeDue };
    case 'OnDueDate':
      return { option: 'DaysBeforeDue', daysBeforeDue: 0 };
  }
}

/** Days-before-due options: 1–9 (1–3 when the loan is not billed monthly) (spec 2 §5). */
export const DAYS_BEFORE_DUE_MAX = 9;
export const DAYS_BEFORE_DUE_MAX_NOT_MONTHLY = 3;

/**
 * The selectable days before due: dates from tomorrow on (a day already past or today would
 * send a date the server refuses), leaving out those whose date is a non-payment day.
 */
export function daysBeforeDueOptions(
  dueDate: DateTime,
  billingFrequency: BillingFrequency,
  nonPaymentDays: readonly string[] | null,
  today: DateTime,
): number[] {
  const max =
    billingFrequency === 'Monthly' ? DAYS_BEFORE_DUE_MAX : DAYS_BEFORE_DUE_MAX_NOT_MONTHLY;
  const options: number[] = [];
  for (let days = 1; days <= max; days += 1) {
    const date = dueDate.minus({ days });
    const allowed =
      daysFrom(today, date) >= 1 && !(nonPaymentDays ?? []).includes(date.toISODate() ?? '');
    if (allowed) options.push(days);
  }
  return options;
}
