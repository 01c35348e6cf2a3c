// Payoff rules (spec 2 §4 Payoff).
import type { DateTime } from 'luxon';
import { daysFrom } from '../../../lib/calendar';

export const PAYOFF_MESSAGES = {
  quoteFailed: 'Could not get payoff quote',
  pastDate: 'Error Choosing Date. Please Choose a future date.',
} as const;

/** Amounts in cents. */
export interface PayoffToggleContext {
  payoffAmount: number;
  maxPayoffPercent: number;
  isCard: boolean;
  cardMaximum: number;
}

/** Hidden when nothing is owed, when less than 100% may be paid, or (card) above the card maximum. */
export function payoffToggleVisible(ctx: PayoffToggleContext): boolean {
  if (ctx.payoffAmount <= 0) return false;
  if (ctx.maxPayoffPercent !== 100) return false;
  if (ctx.isCard && ctx.payoffAmount > ctx.cardMaximum) return false;
  return true;
}

/** A future date needs a quote; today or a past date uses the loan's payoff amount. */
export const payoffNeedsQuote = (date: DateTime, today: DateTime): boolean =>
  daysFrom(today, date) > 0;

/** The amount a payoff pays: the quote, or the account payoff amount without one. */
export const payoffPaymentAmount = (quote: number | null, accountPayoff: number): number =>
  quote ?? accountPayoff;
