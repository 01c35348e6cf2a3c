import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { addressSaveError, AddressFormSchema, sanitizeAddressText } from './address-form';

const valid = { address1: '418 Harbor View Rd', city: 'Lakeside', state: 'MI', zip: '49116' };
const messages = (values: typeof valid) => {
  const result = v.safeParse(AddressFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('loan address validation (spec 3 §5)', () => {
  it.each([
    [{ address1: '' }, 'You must enter an address'],
    [{ address1: '   ' }, 'You must enter an address'],
    [{ address1: 'x'.repeat(46) }, 'Cannot be longer than 45 characters'],
    [{ city: '' }, 'You must enter a city'],
    [{ city: 'x'.repeat(21) }, 'Cannot be longer than 20 characters'],
    [{ state: '' }, 'You must select a state'],
    [{ zip: '' }, 'You must enter a zip code'],
    [{ zip: '4911' }, 'Zip code must be 5 digits'],
    [{ zip: '491166' }, 'Zip code must be 5 digits'],
    [{ zip: '4911a' }, 'Zip code must be 5 digits'],
  ])('%j gives %p', (patch, message) => {
    expect(messages({ ...valid, ...patch })).toEqual([message]);
  });

  it.each([[{ address1: 'x'.repeat(45) }], [{ city: 'x'.repeat(20) }], [{}]])(
    '%j is valid',
    (patch) => {
      expect(messages({ ...valid, ...patch })).toEqual([]);
    },
  );

  it.each([
    ['12 <script>Main</script> St', '12 scriptMain/script St'],
    ["Apt #4, O'Neil-Ave.", "Apt #4, O'Neil-Ave."],
    ['a\u0000b', 'ab'],
  ])('sanitises %p to %p', (typed, kept) => {
    expect(sanitizeAddressText(typed)).toBe(kept);
  });

  it.each([
    [
      'City is not found within the specified zip code.',
      'City is not found within the specified zip code.',
    ],
    [
      'InvalidAddress',
      'There was a problem saving changes. Please check your information and try again.',
    ],
    [undefined, 'There was a problem saving changes. Please check your information and try again.'],
  ])('a save refused with %p shows %p', (code, shown) => {
    expect(addressSaveError(code)).toBe(shown);
  });
});
