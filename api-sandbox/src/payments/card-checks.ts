// What the sandbox's card processor says about a card number (test numbers decline on purpose).

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): 'visa' | 'amex' | 'master' | 'discover' | null {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const four = Number(digits.slice(0, 4));
  const two = Number(digits.slice(0, 2));
  if ((four >= 2221 && four <= 2720) || (two >= 51 && two <= 55)) return 'master';
  const six = Number(digits.slice(0, 6));
  const three = Number(digits.slice(0, 3));
  if (digits.startsWith('6011') || digits.startsWith('65') || (three >= 644 && three <= 649))
    return 'discover';
  if (six >= 622126 && six <= 622925) return 'discover';
  return null;
}

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
