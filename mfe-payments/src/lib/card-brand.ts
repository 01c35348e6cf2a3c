// The card-number field's messages and the allowed-brands setting (spec 2 §5 Card form); the
// Luhn check and the brand ranges are field-rules', which the sandbox applies too.
import {
  CARD_BRANDS,
  cardNumberLength,
  detectCardBrand,
  passesLuhn,
  type CardBrand,
} from '@portal/field-rules/card-number';

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
