import { describe, expect, it } from '@jest/globals';
import { cardNumberLength, detectCardBrand, passesLuhn, securityCodeLength } from './card-number';

describe('the Luhn check digit (SPEC-NOTES card notes)', () => {
  it.each([
    // The card networks' published test numbers pass.
    ['4111111111111111', true],
    ['4012888888881881', true],
    ['5555555555554444', true],
    ['2223003122003222', true],
    ['378282246310005', true],
    ['371449635398431', true],
    ['6011111111111117', true],
    ['6221260000000000', true],
    ['0', true],
    // One digit changed, two neighbours swapped, or a non-digit: the check fails.
    ['4111111111111112', false],
    ['4111111111111121', false],
    ['5555555555554443', false],
    ['378282246310006', false],
    ['6011111111111171', false],
    ['1', false],
    ['12a4', false],
    ['4111 1111 1111 1111', false],
    ['', false],
  ])('%j → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));
});

describe('the card brand from the leading digits (spec 2 §5, SPEC-NOTES ranges)', () => {
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

  it.each([
    ['amex', 15, 4],
    ['visa', 16, 3],
    ['master', 16, 3],
    ['discover', 16, 3],
  ] as const)('%s cards have %i digits and a %i-digit security code', (brand, length, code) => {
    expect(cardNumberLength(brand)).toBe(length);
    expect(securityCodeLength(brand)).toBe(code);
  });
});
