// Figures of the loan information block (spec 3 §2, §3).

/** Misc fees = TotalLoanFees − LateChargesDue (never shown below zero). */
export function miscFees(totalLoanFees: number, lateChargesDue: number): number {
  return Math.max(0, Math.round((totalLoanFees - lateChargesDue) * 100) / 100);
}

/** "Card ending in 1881" / "Account ending in 4321"; none when there is no default method. */
export function describePaymentMethod(
  method: { IsCard: boolean; LastFour: string } | null,
): string {
  if (!method || !method.LastFour) return 'None';
  return `${method.IsCard ? 'Card' : 'Account'} ending in ${method.LastFour}`;
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

export function accountFlagMessages(errors: readonly { ErrorMessage: string }[]): string[] {
  return errors.map((error) => ACCOUNT_FLAG_MESSAGES[error.ErrorMessage] ?? error.ErrorMessage);
}
