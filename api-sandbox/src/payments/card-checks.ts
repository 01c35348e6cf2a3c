// What the sandbox's card processor says about a card number (test numbers decline on purpose).

/**
 * The processor's answer for a card, by its last four digits (documented in the README):
 * 0002 declined, 9995 limit exceeded, 0069 expired, 0127 invalid information.
 */
export function processorRefusal(lastFour: string): string | null {
  switch (lastFour) {
    case '0002':
      return 'TransactionDeclined';
    case '9995':
      return 'CardLimitExceeded';
    case '0069':
      return 'CardExpired';
    case '0127':
      return 'InvalidInformation';
    default:
      return null;
  }
}

/** MM/YY not before the month of `now`. */
export function isExpired(expiration: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiration);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return true;
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
