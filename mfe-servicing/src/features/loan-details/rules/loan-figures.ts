// Figures of the loan information block (spec 3 §2, §3).
import type { Cents } from '@portal/money/cents';

/** Misc fees = TotalLoanFees − LateChargesDue (never shown below zero), in cents. */
export function miscFees(totalLoanFees: Cents, lateChargesDue: Cents): Cents {
  return Math.max(0, totalLoanFees - lateChargesDue);
}

/** "Card ending in 1881" / "Account ending in 4321"; none when there is no default method. */
export function describePaymentMethod(
  method: { isCard: boolean; lastFour: string } | null,
): string {
  if (!method || !method.lastFour) return 'None';
  return `${method.isCard ? 'Card' : 'Account'} ending in ${method.lastFour}`;
}

/** Messages of the account load flags (spec 3 §8); unknown codes show as sent. */
const ACCOUNT_FLAG_MESSAGES: Record<string, string> = {
  Error: 'An error occurred trying to retrieve account information.',
  LoanLockedPayoff: 'Account loan is locked for pay off.',
  Dispute: 'Account is in dispute',
  NoPaymentOnline: 'Security does not allow online payments.',
  NoAchPayment: 'Security does not allow online ACH payments.',
  NightError: 'Nightly processing error. Please try back in about 15 minutes.',
};

export function accountFlagMessages(codes: readonly string[]): string[] {
  return codes.map((code) => ACCOUNT_FLAG_MESSAGES[code] ?? code);
}
