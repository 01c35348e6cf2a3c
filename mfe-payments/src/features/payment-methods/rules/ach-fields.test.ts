import { describe, expect, it } from '@jest/globals';
import {
  accountNumberError,
  confirmAccountNumberError,
  digitsOnly,
  ownerNameError,
  routingNumberError,
} from './ach-fields';

describe('owner name', () => {
  it.each([
    ['', 'Owner Name is required'],
    ['Alex Morgan', null],
    ["Mary-Jo O'Neil", null],
    ['J. R. Smith', null],
    ['Alex', 'Owner Name is invalid'], // one word
    ['Alex M0rgan', 'Owner Name is invalid'],
    ['Alex --Morgan', 'Owner Name is invalid'],
    ['<b>Alex</b> Morgan', 'Owner Name is invalid'],
  ])('%j → %j', (name, message) => expect(ownerNameError(name)).toBe(message));
});

describe('routing number messages (the check digit itself: field-rules)', () => {
  it.each([
    ['', 'Routing Number is required'],
    ['021000021', null],
    ['021000022', 'Routing Number is invalid.'],
    ['12345', 'Routing Number is invalid.'],
  ])('%j → %j', (raw, message) => expect(routingNumberError(raw)).toBe(message));
});

describe('account number: 1 to 17 digits, not all zeros, not all the same', () => {
  const contact = 'Please contact your bank to confirm your bank account information.';
  it.each([
    ['', 'Account Number is required'],
    ['7', null],
    ['12345678901234567', null],
    ['123456789012345678', contact],
    ['0000', contact],
    ['0', contact],
    ['1111', contact],
    ['12a4', contact],
  ])('%j → %j', (raw, message) => expect(accountNumberError(raw)).toBe(message));

  it.each([
    ['', '1234', 'Confirm Account Number is required'],
    ['1235', '1234', 'Account Numbers Do Not Match'],
    ['1234', '1234', null],
  ])('confirm %j against %j → %j', (raw, account, message) =>
    expect(confirmAccountNumberError(raw, account)).toBe(message),
  );

  it('keeps digits only on blur', () => expect(digitsOnly(' 12-34 a5')).toBe('12345'));
});
