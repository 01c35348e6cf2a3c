// What a loan's RestrictionCode refuses at submission (spec 2 §4 "Restrictions per account or
// institution"; refusal codes from spec 2 §8). The codes other than the spec's own
// InterestTooHighForDelayedPayment are the portal's choice, listed in the README.

type Kind = 'immediate' | 'scheduled' | 'recurring';

export function restrictionRefusal(code: string, kind: Kind, isCard: boolean): string | null {
  switch (code.trim().toLowerCase()) {
    case 'interesttoohighfordelayedpayment':
      return kind === 'immediate' ? null : 'PaymentCannotBeScheduledForThatTime';
    case 'noonlinepaymentsecurity':
      return 'NoOnlinePaymentSecurityAccount';
    case 'noachpaymentsecurity':
      return isCard ? null : 'NoAchPaymentSecurityAccount';
    case 'achpaymentsblocked':
      return isCard ? null : 'PaymentBlocked';
    case 'cardpaymentsblocked':
    case 'cardnotallowed':
      return isCard ? 'PaymentBlocked' : null;
    case 'recurringnotallowedbyhost':
      if (kind !== 'recurring') return null;
      return isCard ? 'RecurringCardNotAllowed' : 'RecurringAchNotAllowed';
    default:
      return null;
  }
}
