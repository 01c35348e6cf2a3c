// Alert preferences (spec 3 §3 Alerts, §5 Alert days inputs, §9 alert default 15 days).

export const ALERT_DEFAULT_DAYS = 15;
/** Day inputs: max length 3 for alerts 1 and 2, 20 for alerts 3 and 4 (as the spec gives them). */
export const ALERT_DAYS_MAX_LENGTH: Record<1 | 2 | 3 | 4, number> = { 1: 3, 2: 3, 3: 20, 4: 20 };

/**
 * The most days an alert may be set to, the back end's limit (a day count; a 20-digit one would
 * not even survive the wire's number exactly). The form says so before saving, the back end
 * answers the same message: both sides agree.
 */
export const ALERT_DAYS_MAX = 999;
export const ALERT_DAYS_INVALID = `Days must be a number from 0 to ${ALERT_DAYS_MAX}.`;

export const alertDaysError = (days: string): string | null =>
  days.trim() !== '' && Number(days) > ALERT_DAYS_MAX ? ALERT_DAYS_INVALID : null;

export interface DueDateAlert {
  on: boolean;
  before: boolean;
  days: string;
}

export interface AlertPreferences {
  textDelinquent: boolean;
  textEstatement: boolean;
  emailDelinquent: boolean;
  emailEstatement: boolean;
  due: [DueDateAlert, DueDateAlert, DueDateAlert, DueDateAlert];
}

/** Ticking alert 1 with empty days defaults it to before-due with 15 days. */
export function tickDueDateAlert(alert: DueDateAlert, index: number, on: boolean): DueDateAlert {
  if (on && index === 0 && alert.days.trim() === '') {
    return { on, before: true, days: String(ALERT_DEFAULT_DAYS) };
  }
  return { ...alert, on };
}

export const digitsOnly = (typed: string, maxLength: number): string =>
  typed.replace(/\D/g, '').slice(0, maxLength);

/** A refusal's message shows as sent; a failure without one says 'Error' (spec 3 §8). */
export function saveErrors(failure: { kind: string; code?: string }): string[] {
  return [(failure.kind === 'refused' && failure.code) || 'Error'];
}
