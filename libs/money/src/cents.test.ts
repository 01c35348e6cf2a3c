import { describe, expect, it } from '@jest/globals';
import {
  centsToDollars,
  dollarsToCents,
  formatAmountInput,
  formatDollars,
  formatMoney,
  parseCents,
} from './cents';

describe('typed amounts read as whole cents, by their digits', () => {
  it.each([
    ['150', 15000],
    ['$1,234.5', 123450],
    [' 0.01 ', 1],
    ['.5', 50],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floats
    ['1.10', 110],
    ['4.35', 435], // 4.35 * 100 is 434.99999999999994
    ['999,999,999,999', 99999999999900],
    ['', null],
    ['.', null],
    ['1.234', null],
    ['abc', null],
    ['-5', null],
    ['1e3', null],
    ['Infinity', null],
    ['<img src=x>', null],
  ])('%j reads as %j cents', (text, cents) => expect(parseCents(text)).toBe(cents));
});

describe('cents shown as US dollars with two decimals (spec 2 §9)', () => {
  it.each([
    [1245032, '$12,450.32'],
    [1, '$0.01'],
    [0, '$0.00'],
    [15000, '$150.00'],
    [395, '$3.95'],
    [-5000, '-$50.00'],
  ])('%j cents is %j', (cents, text) => expect(formatMoney(cents)).toBe(text));

  it('the amount field shows two decimals without the symbol, and reads back the same', () => {
    expect(formatAmountInput(123450)).toBe('1,234.50');
    expect(parseCents(formatAmountInput(123450))).toBe(123450);
  });
});

describe("the wire's decimal dollars", () => {
  it.each([
    [1234.5, 123450, '$1,234.50'],
    [0.29, 29, '$0.29'],
    [4.35, 435, '$4.35'],
    [-50, -5000, '-$50.00'],
    [0, 0, '$0.00'],
  ])('%j dollars is %j cents, shown %j', (dollars, cents, text) => {
    expect(dollarsToCents(dollars)).toBe(cents);
    expect(centsToDollars(cents)).toBe(dollars);
    expect(formatDollars(dollars)).toBe(text);
  });
});
