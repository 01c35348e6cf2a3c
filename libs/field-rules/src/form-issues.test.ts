import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { CitySchema, StreetSchema, ZipSchema } from './address';
import { fieldMessages, firstIssueByField } from './form-issues';

const Address = v.object({ address1: StreetSchema, city: CitySchema, zip: ZipSchema });
const valid = { address1: '418 Harbor View Rd', city: 'Lakeside', zip: '49116' };

describe('a flat form checked by its schema', () => {
  it.each([
    [{}, {}],
    [{ zip: '4911' }, { zip: 'Zip code must be 5 digits' }],
    // Several rules refuse an empty zip: the first the schema lists is the one shown.
    [{ zip: '' }, { zip: 'You must enter a zip code' }],
    [
      { address1: '', city: 'x'.repeat(21) },
      { address1: 'You must enter an address', city: 'Cannot be longer than 20 characters' },
    ],
  ])('%j is refused with %j', (patch, messages) => {
    expect(fieldMessages(Address, { ...valid, ...patch })).toEqual(messages);
  });

  it('keeps the whole first issue of each field, for a form library that wants its type', () => {
    const result = v.safeParse(Address, { ...valid, zip: '' });
    const first = firstIssueByField(result.success ? [] : result.issues);
    expect(Object.keys(first)).toEqual(['zip']);
    expect(first.zip).toMatchObject({ type: 'non_empty', message: 'You must enter a zip code' });
  });
});
