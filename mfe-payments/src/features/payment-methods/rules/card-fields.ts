// The other fields of the new card form (spec 2 §5 Card form).
import type { DateTime } from 'luxon';
import { securityCodeLength, type CardBrand } from '@portal/field-rules/card-number';
import { isZipOrZipPlusFour } from '@portal/field-rules/zip';

export const CARD_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameInvalid: 'Invalid',
  expirationRequired: 'Expiration required',
  expirationInvalid: 'Expiration invalid',
  cvvRequired: 'CVV/CVC required',
  cvvInvalid: 'CVV/CVC invalid',
  address1Required: 'Address 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip Code required',
  zipInvalid: 'Zip Code invalid',
} as const;

/** Letters with dots, apostrophes and dashes inside words; spaces between words. */
const NAME_PATTERN = /^[A-Za-z][A-Za-z.'-]*(?: [A-Za-z][A-Za-z.'-]*)*$/;
/** Two or more non-letters in a row ("--", ".'") are a typing accident or an attack. */
const REPEATED_NON_LETTERS = /[^A-Za-z ]{2,}/;

/** A card holder's first or last name. */
export function cardNameError(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return CARD_FIELD_MESSAGES.nameRequired;
  if (!NAME_PATTERN.test(name) || REPEATED_NON_LETTERS.test(name))
    return CARD_FIELD_MESSAGES.nameInvalid;
  return null;
}

/** MM/YY, not before the current month of `now`. */
export function expirationError(raw: string, now: DateTime): string | null {
  const text = raw.trim();
  if (text === '') return CARD_FIELD_MESSAGES.expirationRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return CARD_FIELD_MESSAGES.expirationInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_FIELD_MESSAGES.expirationInvalid;
  if (year * 12 + month < now.year * 12 + now.month) return CARD_FIELD_MESSAGES.expirationInvalid;
  return null;
}

/** 3 digits, or 4 for amex. */
export function securityCodeError(raw: string, brand: CardBrand | null): string | null {
  const text = raw.trim();
  if (text === '') return CARD_FIELD_MESSAGES.cvvRequired;
  const length = securityCodeLength(brand);
  if (!new RegExp(`^\\d{${length}}$`).test(text)) return CARD_FIELD_MESSAGES.cvvInvalid;
  return null;
}

/** Characters refused in address, city and state (spec 2 §5). */
export const FORBIDDEN_ADDRESS_CHARACTERS = /[~<>{}^[\]]/;
export const FORBIDDEN_CHARACTERS_MESSAGE = 'The characters ~ < > { } ^ [ ] are not allowed.';

/** Address 1, city or state: required only when the full address is configured. */
export function addressFieldError(
  raw: string,
  required: boolean,
  requiredMessage: string,
): string | null {
  const text = raw.trim();
  if (text === '') return required ? requiredMessage : null;
  if (FORBIDDEN_ADDRESS_CHARACTERS.test(text)) return FORBIDDEN_CHARACTERS_MESSAGE;
  return null;
}

/** 5 digits or 5+4. */
export function zipCodeError(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return CARD_FIELD_MESSAGES.zipRequired;
  if (!isZipOrZipPlusFour(text)) return CARD_FIELD_MESSAGES.zipInvalid;
  return null;
}
