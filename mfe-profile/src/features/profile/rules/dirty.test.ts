import { describe, expect, it } from '@jest/globals';
import { isDirty, pageUnsaved } from './dirty';
import { toPersonalInfo, toPersonalInfoForm } from './personal-info-form';

const saved = {
  address: { address1: '418 Harbor View Rd', city: 'Lakeside', state: 'MI', zipCode: '49116' },
  phoneNumbers: [{ phoneNumber: '6165550142', primary: true, optInToTexting: false }],
};

describe('dirty detection against the last-saved copy (spec 1 §4)', () => {
  const edited = (change: (form: ReturnType<typeof toPersonalInfoForm>) => void) => {
    const form = toPersonalInfoForm(saved);
    change(form);
    return isDirty(toPersonalInfo(form), toPersonalInfo(toPersonalInfoForm(saved)));
  };

  it.each([
    ['nothing changed', () => undefined, false],
    [
      'a changed street',
      (f: ReturnType<typeof toPersonalInfoForm>) => (f.address1 = '1 Elm St'),
      true,
    ],
    [
      'a trailing space only',
      (f: ReturnType<typeof toPersonalInfoForm>) => (f.address1 += ' '),
      false,
    ],
    ['a changed state', (f: ReturnType<typeof toPersonalInfoForm>) => (f.state = 'IN'), true],
    [
      'texting turned on',
      (f: ReturnType<typeof toPersonalInfoForm>) => {
        if (f.phones[0]) f.phones[0].optInToTexting = true;
      },
      true,
    ],
    [
      'a change typed and typed back',
      (f: ReturnType<typeof toPersonalInfoForm>) => {
        f.city = 'Harbert';
        f.city = 'Lakeside';
      },
      false,
    ],
  ])('%s → dirty %p', (_, change, dirty) => {
    expect(edited(change)).toBe(dirty);
  });

  it.each([
    [{}, false],
    [{ userInformation: false, notifications: false }, false],
    [{ userInformation: false, personalInformation: true }, true],
  ])('the page is unsaved for sections %p: %p', (sections, unsaved) => {
    expect(pageUnsaved(sections)).toBe(unsaved);
  });

  it('compares nested values deeply', () => {
    expect(isDirty({ a: [1, { b: true }] }, { a: [1, { b: true }] })).toBe(false);
    expect(isDirty({ a: [1, { b: true }] }, { a: [1, { b: false }] })).toBe(true);
    expect(isDirty({ a: [1] }, { a: [1, 2] })).toBe(true);
  });
});
