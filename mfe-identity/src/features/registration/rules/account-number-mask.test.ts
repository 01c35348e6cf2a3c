import { describe, expect, it } from '@jest/globals';
import {
  accountNumberMask,
  applyMask,
  maskPhone,
  registrationSsnDigits,
} from './account-number-mask';

describe('account-number mask from institution lengths (spec 1 §5)', () => {
  it.each([
    [{ Office: 4, Account: 6, CheckDigit: 1 }, false, false, '0000-000000-0'],
    [{ Office: 4, Account: 6, CheckDigit: 1 }, true, false, '0000-000000'],
    [{ Office: 0, Account: 8, CheckDigit: 0 }, false, false, '00000000'],
    [{ Office: 2, Account: 5, CheckDigit: 2 }, false, false, '00-00000-00'],
    [{ Office: 0, Account: 0, CheckDigit: 0 }, false, false, ''],
    [{ Office: 4, Account: 6, CheckDigit: 1 }, false, true, ''],
    [{ Office: -1, Account: 6, CheckDigit: 1.5 }, false, false, '000000'],
  ])('%o (remove check digit %p, waived %p) → %p', (lengths, remove, waived, mask) => {
    expect(accountNumberMask(lengths, remove, waived)).toBe(mask);
  });

  it.each([
    ['0000-000000-0', '00061008052', '0006-100805-2'],
    ['0000-000000-0', '0006-1008', '0006-1008'],
    ['0000-000000-0', '000610080529999', '0006-100805-2'],
    ['0000-000000-0', 'abc', ''],
    ['', '12-34', '1234'],
  ])('mask %p shapes %p as %p', (mask, typed, shaped) => {
    expect(applyMask(mask, typed)).toBe(shaped);
  });

  it.each([
    [false, '4', 9],
    [true, '4', 4],
    [true, '', 9],
    [true, 'x', 9],
  ])('account number required %p, setting %p → %p SSN digits', (required, setting, digits) => {
    expect(registrationSsnDigits(required, setting)).toBe(digits);
  });

  it.each([
    ['6165550100', '(616) 555-0100'],
    ['616', '(616'],
    ['61655', '(616) 55'],
    ['(616) 555-01009', '(616) 555-0100'],
  ])('phone %p → %p', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });
});
