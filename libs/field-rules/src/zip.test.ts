import { describe, expect, it } from '@jest/globals';
import { isFiveDigitZip, isZipOrZipPlusFour, zipAsTyped } from './zip';

describe('zip codes', () => {
  it.each([
    ['49423', true, true],
    ['4942', false, false],
    ['494231', false, false],
    ['49423-1234', false, true],
    ['494231234', false, true],
    ['4942a', false, false],
    ['', false, false],
  ])('%p: five digits %p, card billing zip %p', (value, five, card) => {
    expect(isFiveDigitZip(value)).toBe(five);
    expect(isZipOrZipPlusFour(value)).toBe(card);
  });

  // The loan address, contact change and locations fields (spec 3 §5).
  it.each([
    ['49423', '49423'],
    ['494231', '49423'],
    ['4a9', '49'],
    ['49-11a6', '49116'],
    ['abc', ''],
  ])('%p typed is kept as %p', (typed, kept) => {
    expect(zipAsTyped(typed)).toBe(kept);
  });
});
