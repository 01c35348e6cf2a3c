// What a loan's RestrictionCode does to the payment (spec 2 §4 "Restrictions per account or
// institution"). The spec names the restrictions, and one code verbatim
// (InterestTooHighForDelayedPayment); the other codes are ours, one per named restriction, in the
// same style, and listed in mfe-payments/README.md. An unknown or empty code restricts nothing: the
// server still refuses what it must, and its message is shown (spec 2 §8).

export const RESTRICTION_CODES = {
  /** Immediate payments only (the spec's own code). */
  interestTooHigh: 'InterestTooHighForDelayedPayment',
  /** Blocked ACH payments. */
  achBlocked: 'AchPaymentsBlocked',
  /** Blocked card payments. */
  cardBlocked: 'CardPaymentsBlocked',
  /** Card not allowed. */
  cardNotAllowed: 'CardNotAllowed',
  /** Recurring not allowed by the host. */
  recurringNotAllowed: 'RecurringNotAllowedByHost',
  /** No online payment security: nothing can be paid online. */
  noOnlinePaymentSecurity: 'NoOnlinePaymentSecurity',
  /** No ACH payment security: ACH cannot be used online. */
  noAchPaymentSecurity: 'NoAchPaymentSecurity',
} as const;

export interface RestrictionEffect {
  achBlocked: boolean;
  cardBlocked: boolean;
  recurringBlocked: boolean;
  immediateOnly: boolean;
  /** The whole payment is refused, with the configurable text under this key. */
  blockedTextKey: 'PaymentErrors.noOnlinePaymentSecurityAccount' | null;
}

const NONE: RestrictionEffect = {
  achBlocked: false,
  cardBlocked: false,
  recurringBlocked: false,
  immediateOnly: false,
  blockedTextKey: null,
};

const EFFECTS: Readonly<Record<string, Partial<RestrictionEffect>>> = {
  [RESTRICTION_CODES.interestTooHigh.toLowerCase()]: { immediateOnly: true },
  [RESTRICTION_CODES.achBlocked.toLowerCase()]: { achBlocked: true },
  [RESTRICTION_CODES.cardBlocked.toLowerCase()]: { cardBlocked: true },
  [RESTRICTION_CODES.cardNotAllowed.toLowerCase()]: { cardBlocked: true },
  [RESTRICTION_CODES.recurringNotAllowed.toLowerCase()]: { recurringBlocked: true },
  [RESTRICTION_CODES.noOnlinePaymentSecurity.toLowerCase()]: {
    blockedTextKey: 'PaymentErrors.noOnlinePaymentSecurityAccount',
  },
  [RESTRICTION_CODES.noAchPaymentSecurity.toLowerCase()]: { achBlocked: true },
};

/** The effect of a RestrictionCode (case and surrounding spaces ignored). */
export function restrictionEffect(code: string | null | undefined): RestrictionEffect {
  const key = (code ?? '').trim().toLowerCase();
  return { ...NONE, ...(Object.hasOwn(EFFECTS, key) ? EFFECTS[key] : {}) };
}
