import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { CitySchema, StateSchema, StreetSchema, ZipSchema } from './address';

const messages = (schema: v.GenericSchema, value: string) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

// Spec 1 §5 Profile address and spec 3 §5 Address (loan edit) word these the same.
describe('address fields', () => {
  it.each([
    [StreetSchema, '', ['You must enter an address']],
    [StreetSchema, '   ', ['You must enter an address']],
    [StreetSchema, 'x'.repeat(45), []],
    [StreetSchema, 'x'.repeat(46), ['Cannot be longer than 45 characters']],
    [CitySchema, '', ['You must enter a city']],
    [CitySchema, 'y'.repeat(20), []],
    [CitySchema, 'y'.repeat(21), ['Cannot be longer than 20 characters']],
    [StateSchema, '', ['You must select a state']],
    [StateSchema, 'MI', []],
    [ZipSchema, '', ['You must enter a zip code']],
    [ZipSchema, '4942', ['Zip code must be 5 digits']],
    [ZipSchema, '49423', []],
  ])('%#: %p says %j', (schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});
