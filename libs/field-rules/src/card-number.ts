// Card-number rules the payments screen and the sandbox's card processor apply alike (spec 2 §5
// Card form, SPEC-NOTES card notes): one owner, so the screen never accepts a number the back end
// refuses. (No imports: the sandbox loads it under Node's type stripping as it is.)

export type CardBrand = 'visa' | 'amex' | 'master' | 'discover';

export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'amex', 'master', 'discover'];

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/**
 * The brand a card number belongs to, from its leading digits. Amex is 34 or 37 (SPEC-NOTES:
 * the spec's "32" is not a real amex prefix).
 */
export function detectCardBrand(digits: string): CardBrand | null {
  if (digits.startsWith('4')) return 'visa';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (inRange(digits, 4, 2221, 2720) || inRange(digits, 2, 51, 55)) return 'master';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  )
    return 'discover';
  return null;
}

/** The Luhn check digit: a number of digits only that fails it is not a card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

export const cardNumberLength = (brand: CardBrand | null): number => (brand === 'amex' ? 15 : 16);
export const securityCodeLength = (brand: CardBrand | null): number => (brand === 'amex' ? 4 : 3);
