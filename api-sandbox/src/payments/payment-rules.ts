// The sandbox's stand-ins for the back end's payment numbers: fees, payoff, limits and dates.
import type { AccountRow } from '../store/accounts.ts';
import { money } from '../views/money.ts';
import { addDays, calendarDate, daysBetween } from '../time/dates.ts';

export const DAYS_IN_PERIOD = 30;
export const RECURRING_MAX_DAYS_AHEAD = 31;

/** First-party fees (the institution's own). */
export const FIRST_PARTY_FEES = {
  ScheduledAchFee: 0,
  ECheckFeeAmount: 0,
  RecurringAchFee: 0,
  DebitCardFeeAmount: 1,
  CreditCardFeeAmount: 1.5,
} as const;

/** Third-party (processor) fees by kind of method. */
export function thirdPartyFee(request: {
  isAch: boolean;
  isCredit: boolean;
  isDebit: boolean;
}): number {
  if (request.isAch) return 0;
  if (request.isCredit) return 3.95;
  if (request.isDebit) return 2.95;
  return 0;
}

export const totalAmountDue = (account: AccountRow): number =>
  money(account.loan_amount_due + account.loan_past_due + account.fees_due);

export const payoffAmount = (account: AccountRow): number =>
  money(account.balance + account.fees_due);

/** A payoff quote for a later day: the payoff plus the daily interest until then. */
export function payoffQuote(account: AccountRow, now: Date, payoffDay: Date): number {
  const days = Math.max(0, daysBetween(startOfDay(now), payoffDay));
  const dailyInterest = (account.balance * account.rate) / 100 / 365;
  return money(payoffAmount(account) + dailyInterest * days);
}

export const startOfDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** A wire date ("2026-12-01T00:00:00" or "2026-12-01") as a UTC day; null when it is not one. */
export function parseWireDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.0+)?Z?)?$/.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return calendarDate(date).startsWith(`${match[1]}-${match[2]}-${match[3]}`) ? date : null;
}

export const lastSchedulableDay = (now: Date): Date => addDays(startOfDay(now), DAYS_IN_PERIOD);
