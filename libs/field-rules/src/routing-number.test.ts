import { describe, expect, it } from '@jest/globals';
import { hasValidAbaCheckDigit } from './routing-number';

describe('routing number: 9 digits with the ABA check digit (weights 3, 7, 1)', () => {
  it.each([
    ['021000021', true],
    ['072000805', true],
    ['011000138', true],
    ['123456780', true],
    ['123456789', false],
    ['021000012', false], // two digits swapped
    ['02100002', false],
    ['0210000211', false],
    ['02100002a', false],
    ['', false],
  ])('%j → %s', (digits, ok) => expect(hasValidAbaCheckDigit(digits)).toBe(ok));
});
