import { describe, expect, it } from '@jest/globals';
import {
  CARD_BRANDS,
  cardNumberError,
  detectCardBrand,
  parseAllowedBrands,
  passesLuhn,
} from './card-brand';

describe('detectCardBrand (spec 2 §5, SPEC-NOTES ranges)', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['340000000000009', 'amex'],
    ['370000000000002', 'amex'],
    ['320000000000003', null], // the spec's "32" is not amex (SPEC-NOTES)
    ['2220000000000000', null],
    ['2221000000000009', 'master'],
    ['2720000000000005', 'master'],
    ['2721000000000004', null],
    ['5100000000000008', 'master'],
    ['5500000000000004', 'master'],
    ['5600000000000003', null],
    ['6011000000000004', 'discover'],
    ['6500000000000002', 'discover'],
    ['6430000000000007', null],
    ['6440000000000005', 'discover'],
    ['6490000000000004', 'discover'],
    ['6221250000000001', null],
    ['6221260000000000', 'discover'],
    ['6229250000000003', 'discover'],
    ['6229260000000002', null],
  ])('%s is %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });
});

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['12a4', false],
  ])('%s → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));
});

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
