// The bank routing number's check (spec 2 §5 ACH form, SPEC-NOTES routing check digit), which the
// payments ACH form and the sandbox's bank lookup apply alike. (No imports: the sandbox loads it
// under Node's type stripping as it is.)

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The ABA check: 9 digits, weighted 3, 7, 1 repeated, must sum to a multiple of 10. */
export function hasValidAbaCheckDigit(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = ABA_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  return sum % 10 === 0;
}
