import { describe, expect, it } from '@jest/globals';
import { CARD_BRANDS } from '@portal/field-rules/card-number';
import { cardNumberError, parseAllowedBrands } from './card-brand';

describe('cardNumberError', () => {
  it.each([
    ['', 'Card Number is required'],
    ['4111 1111 1111 1111', null],
    ['4111-1111-1111-1111', null],
    ['411111111111111', 'Card Number is invalid'], // 15 digits for visa
    ['4111111111111112', 'Card Number is invalid'], // fails Luhn
    ['340000000000009', null], // amex: 15 digits
    ['3400000000000090', 'Card Number is invalid'], // amex with 16
    ['4111x11111111111', 'Card Number is invalid'],
    ['9111111111111111', "The card number you've entered does not appear to be a supported type."],
    ['6221260000000000', null],
  ])('%j → %j', (raw, message) => {
    expect(cardNumberError(raw, CARD_BRANDS)).toBe(message);
  });

  it('refuses a brand the institution does not take', () => {
    expect(cardNumberError('340000000000009', ['visa', 'master'])).toBe(
      "The card number you've entered does not appear to be a supported type.",
    );
  });

  it('reads the allowed-brands setting, ignoring unknown names', () => {
    expect(parseAllowedBrands(' Visa , diners,amex')).toEqual(['visa', 'amex']);
  });
});
