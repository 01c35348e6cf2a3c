import { describe, expect, it } from '@jest/globals';
import {
  contactChangeIssues,
  EMPTY_CONTACT_CHANGE,
  maskPhone,
  NO_ACCOUNT,
  NOTHING_TO_CHANGE,
  PHONE_INVALID,
  PHONE_PAIR,
  REQUIRED,
  ZIP_TOO_LONG,
  ZIP_TOO_SHORT,
  type ContactChangeValues,
} from './contact-change';

const base: ContactChangeValues = { ...EMPTY_CONTACT_CHANGE, accounts: ['00011002347'] };
const address = { newAddress1: '12 Pier Rd', newCity: 'Holland', newState: 'MI', newZip: '49423' };
const issues = (patch: Partial<ContactChangeValues>) =>
  contactChangeIssues({ ...base, ...patch }).map((issue) => `${issue.field}: ${issue.message}`);

describe('contact change rules (spec 3 §5)', () => {
  it.each([
    ['2695550100', '(269) 555-0100'],
    ['269', '(269'],
    ['26955', '(269) 55'],
    ['(269) 555-01001234', '(269) 555-0100'],
    ['abc', ''],
  ])('phone %p is masked as %p', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('needs an account and something to change', () => {
    expect(issues({ accounts: [] })).toEqual([
      `accounts: ${NO_ACCOUNT}`,
      `form: ${NOTHING_TO_CHANGE}`,
    ]);
  });

  it('accepts a complete new address', () => {
    expect(issues({ changeAddress: true, ...address })).toEqual([]);
  });

  it('marks each missing address field Required once the sub-form is started', () => {
    expect(issues({ changeAddress: true, newCity: 'Holland' })).toEqual([
      `newAddress1: ${REQUIRED}`,
      `newState: ${REQUIRED}`,
      `newZip: ${REQUIRED}`,
    ]);
  });

  it.each([
    ['4942', ZIP_TOO_SHORT],
    ['494233', ZIP_TOO_LONG],
  ])('zip %p says %p', (newZip, message) => {
    expect(issues({ changeAddress: true, ...address, newZip })).toEqual([`newZip: ${message}`]);
  });

  it('ignores the address when its toggle is off', () => {
    expect(issues({ changeAddress: false, newCity: 'Holland' })).toEqual([
      `form: ${NOTHING_TO_CHANGE}`,
    ]);
  });

  it.each([
    [{ oldPhone: '(269) 555-0100', newPhone: '(269) 555-0101' }, []],
    [{ oldPhone: '(269) 555-01', newPhone: '(269) 555-0101' }, [`oldPhone: ${PHONE_INVALID}`]],
    [
      { oldPhone: '(269) 555-0100', newPhone: '' },
      [`newPhone: ${PHONE_PAIR}`, `form: ${NOTHING_TO_CHANGE}`],
    ],
    [
      { oldPhone: '', newPhone: '(269) 555-0100' },
      [`oldPhone: ${PHONE_PAIR}`, `form: ${NOTHING_TO_CHANGE}`],
    ],
  ])('phones %j give %j', (phones, expected) => {
    expect(issues({ changePhone: true, ...phones })).toEqual(expected);
  });
});
