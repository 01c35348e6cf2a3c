// Payment amount minimum, maximum, clamping and messages (spec 2 §5 Amount, §4 Amount step).
// Every amount here is in cents.
import { formatMoney, type Cents } from '@portal/money/cents';

/** Spec 2 §9: the default minimum payment is 0.01. */
export const DEFAULT_MINIMUM_PAYMENT: Cents = 1;

export const AMOUNT_MESSAGES = {
  required: 'Payment amount is required',
  range: (min: number, max: number) =>
    `Payment amount must be between ${formatMoney(min)} and ${formatMoney(max)}`,
  cardOnlyAch:
    'Only payment by ACH is allowed at this time. Your amount due is greater than the payment amount allowed by card.',
  exceedsMethodMaximum: 'The total amount due exceeds the maximum allowed for this payment method.',
  loweredToMaximum: (max: number) =>
    `The amount was lowered to the maximum allowed for this payment: ${formatMoney(max)}`,
} as const;

export interface AmountContext {
  isCard: boolean;
  isRecurring: boolean;
  /** Whether the payment date is today or earlier (a non-future date). */
  isNonFutureDate: boolean;
  achMinimum: number;
  cardMinimum: number;
  cardMaximum: number;
  delinquent: boolean;
  forceDelinquentTotalDue: boolean;
  forceMinimumPayment: boolean;
  forceTotalDue: boolean;
  allowRecurringAboveRegular: boolean;
  /** Percent of the payoff that may be paid (100 = all). */
  maxPayoffPercent: number;
  defaultPaymentAmount: number;
  regularPaymentAmount: number;
  totalDue: number;
  payoffAmount: number;
  payoffQuote: number | null;
}

export interface AmountLimits {
  min: number;
  max: number;
  /** Set when a card cannot pay what is due: the spec's ACH-only message. */
  cardNotice: string | null;
}

export function amountMaximum(ctx: AmountContext): number {
  if (ctx.isCard) return ctx.cardMaximum;
  if (ctx.isRecurring && !ctx.allowRecurringAboveRegular) return ctx.regularPaymentAmount;
  return Math.round((ctx.payoffAmount * ctx.maxPayoffPercent) / 100);
}

export function amountLimits(ctx: AmountContext): AmountLimits {
  const max = amountMaximum(ctx);
  let min = Math.max(DEFAULT_MINIMUM_PAYMENT, ctx.isCard ? ctx.cardMinimum : ctx.achMinimum);
  if (ctx.forceDelinquentTotalDue && ctx.delinquent) min = Math.max(ctx.totalDue, min);
  if (ctx.forceMinimumPayment && ctx.isNonFutureDate) {
    const candidates = [ctx.defaultPaymentAmount, ctx.totalDue];
    if (ctx.payoffQuote !== null) candidates.push(ctx.payoffQuote);
    min = Math.min(...candidates.filter((value) => value > 0));
  }
  if (ctx.forceTotalDue && !ctx.isRecurring) min = ctx.totalDue;
  const cardNotice = ctx.isCard && min >= ctx.cardMaximum ? AMOUNT_MESSAGES.cardOnlyAch : null;
  return { min: Math.min(min, max), max, cardNotice };
}

/** Card is blocked when the total due exceeds the card maximum and the delinquent rule applies. */
export function cardBlockedByMaximum(ctx: AmountContext): boolean {
  return ctx.forceDelinquentTotalDue && ctx.delinquent && ctx.totalDue > ctx.cardMaximum;
}

export function amountError(amount: number | null, limits: AmountLimits): string | null {
  if (amount === null) return AMOUNT_MESSAGES.required;
  if (amount < limits.min || amount > limits.max)
    return AMOUNT_MESSAGES.range(limits.min, limits.max);
  return null;
}

/** Brings an amount inside its limits when the context changes; says when it was lowered. */
export function clampAmount(
  amount: number | null,
  limits: AmountLimits,
): { amount: number | null; loweredToMax: boolean } {
  if (amount === null) return { amount, loweredToMax: false };
  if (amount > limits.max) return { amount: limits.max, loweredToMax: true };
  if (amount < limits.min) return { amount: limits.min, loweredToMax: false };
  return { amount, loweredToMax: false };
}
