import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  addressFieldError,
  cardNameError,
  expirationError,
  securityCodeError,
  zipCodeError,
} from './card-fields';

const now = DateTime.fromISO('2026-11-22T10:00:00');

describe('card holder names', () => {
  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['Alex', null],
    ["O'Brien-Smith", null],
    ['Mary Ann', null],
    ['Alex2', 'Invalid'],
    ['<script>', 'Invalid'],
    ['Al--ex', 'Invalid'],
    ["A.'lex", 'Invalid'],
  ])('%j → %j', (name, message) => expect(cardNameError(name)).toBe(message));
});

describe('expiration MM/YY, not before this month', () => {
  it.each([
    ['', 'Expiration required'],
    ['11/26', null],
    ['10/26', 'Expiration invalid'],
    ['12/26', null],
    ['01/27', null],
    ['13/27', 'Expiration invalid'],
    ['00/27', 'Expiration invalid'],
    ['1/27', 'Expiration invalid'],
    ['11/2026', 'Expiration invalid'],
  ])('%j → %j', (raw, message) => expect(expirationError(raw, now)).toBe(message));
});

describe('CVV/CVC: 3 digits, 4 for amex', () => {
  it.each([
    ['', 'visa', 'CVV/CVC required'],
    ['123', 'visa', null],
    ['1234', 'visa', 'CVV/CVC invalid'],
    ['1234', 'amex', null],
    ['123', 'amex', 'CVV/CVC invalid'],
    ['12a', 'master', 'CVV/CVC invalid'],
  ] as const)('%j for %s → %j', (raw, brand, message) =>
    expect(securityCodeError(raw, brand)).toBe(message),
  );
});

describe('address fields', () => {
  it.each([
    ['', true, 'Address 1 is required'],
    ['', false, null],
    ['1 Main St', true, null],
    ['1 Main <St>', false, 'The characters ~ < > { } ^ [ ] are not allowed.'],
    ['{x}', true, 'The characters ~ < > { } ^ [ ] are not allowed.'],
    ['a^b', true, 'The characters ~ < > { } ^ [ ] are not allowed.'],
    ['a[1]', true, 'The characters ~ < > { } ^ [ ] are not allowed.'],
    ['~home', true, 'The characters ~ < > { } ^ [ ] are not allowed.'],
  ])('%j (required %s) → %j', (raw, required, message) =>
    expect(addressFieldError(raw, required, 'Address 1 is required')).toBe(message),
  );
});

describe('zip: 5 or 5+4', () => {
  it.each([
    ['', 'Zip Code required'],
    ['49116', null],
    ['49116-1234', null],
    ['491161234', null],
    ['4911', 'Zip Code invalid'],
    ['49116-12', 'Zip Code invalid'],
    ['ABCDE', 'Zip Code invalid'],
  ])('%j → %j', (raw, message) => expect(zipCodeError(raw)).toBe(message));
});
