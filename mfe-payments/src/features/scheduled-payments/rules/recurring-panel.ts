// The recurring payment panel (spec 2 §2 Recurring payment info, card box and table variants;
// §6 delete permission). The spec names the two variants without saying when each is used; ours:
// the card box where a table cannot fit (the mobile app wrapper, or a narrow screen), the table
// elsewhere, beside the scheduled payments table.
import { formatWireDay } from '@portal/display/wire-day';

export type RecurringPanelVariant = 'card' | 'table';

/** Narrower than this, the panel's five columns do not fit, so the card box is used. */
export const RECURRING_TABLE_MIN_WIDTH_PX = 600;

export function recurringPanelVariant(
  inMobileApp: boolean,
  narrow: boolean,
): RecurringPanelVariant {
  return inMobileApp || narrow ? 'card' : 'table';
}

/** Deleting needs the item's own permission and the allow-delete-recurring setting (spec 2 §6). */
export const canDeleteRecurring = (canDelete: boolean, settingOn: boolean): boolean =>
  canDelete && settingOn;

const SCHEDULES: Record<string, string> = {
  SemiMonthly: 'Twice a month from',
  BiWeekly: 'Every two weeks from',
  Weekly: 'Weekly from',
};

export interface RecurringScheduleParts {
  recurringOption: string;
  /** The wire's calendar date of the next payment. */
  date: string;
  daysBeforeDue: number;
}

/** "Monthly on day 5", "3 days before the due date", "Weekly from 12/01/2026"… */
export function recurringSchedule(payment: RecurringScheduleParts): string {
  if (payment.recurringOption === 'DaysBeforeDue') {
    return payment.daysBeforeDue === 0
      ? 'On the due date'
      : `${payment.daysBeforeDue} days before the due date`;
  }
  // Only shown, so no luxon: the payment page's first view must not load it (issue 14).
  const date = formatWireDay(payment.date.slice(0, 10));
  if (payment.recurringOption === 'DayOfMonth')
    return date ? `Monthly on day ${Number(date.slice(3, 5))}` : 'Monthly on day';
  const prefix = SCHEDULES[payment.recurringOption] ?? payment.recurringOption;
  return date ? `${prefix} ${date}` : prefix;
}
