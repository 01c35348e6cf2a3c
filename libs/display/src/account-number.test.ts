import { describe, expect, it } from '@jest/globals';
import { displayAccountNumber } from './account-number';

describe('account number display (spec 3 §2; spec 2 §3)', () => {
  it.each([
    ['00011002347', 1, '0001100234'],
    ['00011002347', 2, '000110023'],
    ['00011002347', 0, '00011002347'],
    ['7', 1, '7'],
  ])('%s with %i check digit(s) shows %s', (number, digits, shown) => {
    expect(displayAccountNumber(number, digits)).toBe(shown);
  });
});
