// Card brand detection and card-number checks (spec 2 §5 Card form, SPEC-NOTES card notes).

export type CardBrand = 'visa' | 'amex' | 'master' | 'discover';

export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'amex', 'master', 'discover'];

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/**
 * The brand a card number belongs to, from its leading digits. Amex is 34 or 37 (SPEC-NOTES:
 * the spec's "32" is not a real amex prefix). Discover's 622126–622925 range is checked before
 * anything shorter so it is not mistaken for another brand.
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

/** Luhn check digit (SPEC-NOTES): a number that fails it is invalid. */
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

export const CARD_NUMBER_MESSAGES = {
  required: 'Card Number is required',
  invalid: 'Card Number is invalid',
  unsupported: "The card number you've entered does not appear to be a supported type.",
} as const;

/** The spec's message for a card number, or null when it is acceptable. */
export function cardNumberError(raw: string, allowedBrands: readonly CardBrand[]): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === '') return CARD_NUMBER_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return CARD_NUMBER_MESSAGES.invalid;
  const brand = detectCardBrand(digits);
  if (!brand || !allowedBrands.includes(brand)) return CARD_NUMBER_MESSAGES.unsupported;
  if (digits.length !== cardNumberLength(brand) || !passesLuhn(digits))
    return CARD_NUMBER_MESSAGES.invalid;
  return null;
}

/** Parses the allowed-brands setting ("visa,amex"), ignoring unknown names. */
export function parseAllowedBrands(text: string): CardBrand[] {
  const names = text.split(',').map((name) => name.trim().toLowerCase());
  return CARD_BRANDS.filter((brand) => names.includes(brand));
}
