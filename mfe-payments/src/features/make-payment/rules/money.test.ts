import { describe, expect, it } from '@jest/globals';
import { formatAmountInput, formatMoney, parseAmount } from './money';

describe('amount input', () => {
  it.each([
    ['150', 150],
    ['$1,234.5', 1234.5],
    [' 0.01 ', 0.01],
    ['.5', 0.5],
    ['', null],
    ['.', null],
    ['1.234', null],
    ['abc', null],
    ['-5', null],
    ['<img src=x>', null],
  ])('%j reads as %j', (text, amount) => expect(parseAmount(text)).toBe(amount));

  it('formats US dollars with two decimals', () => {
    expect(formatMoney(12450.32)).toBe('$12,450.32');
    expect(formatAmountInput(1234.5)).toBe('1,234.50');
    expect(parseAmount(formatAmountInput(1234.5))).toBe(1234.5);
  });
});
