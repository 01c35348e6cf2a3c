// Money on the wire is the spec's decimal dollars; inside the sandbox it is integer cents, so
// fees and totals add up exactly. A wire amount that is not a whole number of cents is refused.

/** Dollars as sent on the wire → cents; null when negative or finer than a cent. */
export function wireCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars < 0) return null;
  const cents = Math.round(dollars * 100);
  // 0.1 + 0.2 style float noise is tolerated; 10.005 is not a cent amount.
  if (Math.abs(cents - dollars * 100) > 1e-6 * Math.max(1, Math.abs(cents))) return null;
  return cents;
}

/** Cents → the wire's decimal dollars. */
export const wireDollars = (cents: number): number => cents / 100;
