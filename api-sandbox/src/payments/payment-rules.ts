// The sandbox's stand-ins for the back end's payment numbers: fees, payoff, limits and dates.
import type { AccountRow } from '../store/accounts.ts';
import { money } from '../http/money.ts';
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

/** Spec 2 §8: an error "Generic - x" shows x to the borrower. */
export const FEE_CHANGED =
  'Generic - The processing fee has changed. Please review the fee and total before you submit again.';

export type PaymentKind = 'immediate' | 'scheduled' | 'recurring';

/**
 * The fees the back end charges, in cents, from its own settings and the method (spec 2 §9):
 * ACH one-time pays the e-check fee, scheduled ACH the scheduled fee, recurring ACH the recurring
 * fee, a card the debit or credit fee; the processor's fee applies when third-party fees are on.
 * Wallets carry no first-party fee and pay the processor's debit fee, except Venmo and PayPal.
 */
export function chargedFeesCents(input: {
  kind: PaymentKind;
  method: 'ach' | 'debit' | 'credit' | 'wallet' | 'wallet-without-fee';
  thirdPartyFeesOn: boolean;
}): { firstParty: number; thirdParty: number } {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const { kind, method } = input;
  const firstParty =
    method === 'ach'
      ? cents(
          kind === 'immediate'
            ? FIRST_PARTY_FEES.ECheckFeeAmount
            : kind === 'scheduled'
              ? FIRST_PARTY_FEES.ScheduledAchFee
              : FIRST_PARTY_FEES.RecurringAchFee,
        )
      : method === 'credit'
        ? cents(FIRST_PARTY_FEES.CreditCardFeeAmount)
        : method === 'debit'
          ? cents(FIRST_PARTY_FEES.DebitCardFeeAmount)
          : 0;
  const thirdParty =
    input.thirdPartyFeesOn && method !== 'wallet-without-fee'
      ? cents(
          thirdPartyFee({
            isAch: method === 'ach',
            isCredit: method === 'credit',
            isDebit: method === 'debit' || method === 'wallet',
          }),
        )
      : 0;
  return { firstParty, thirdParty };
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
