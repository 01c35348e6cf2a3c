import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { firstWireError, parseWire, WireContractError } from './wire';

describe('wire envelopes', () => {
  it.each([
    [
      { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }, { ErrorMessage: 'Other' }] },
      'Invalid',
    ],
    [{ HasNoErrors: true, Errors: [] }, undefined],
    [{ Errors: null }, undefined],
    ['plain text', undefined],
    [{ Errors: [{ Message: 'wrong shape' }] }, undefined],
  ])('first error of %j is %p', (body, expected) => {
    expect(firstWireError(body)).toBe(expected);
  });

  it('returns the parsed body when it matches and names the field when it does not', () => {
    const schema = v.object({ isEnabled: v.boolean() });
    expect(parseWire(schema, { isEnabled: true }, 'maintenance mode')).toEqual({ isEnabled: true });
    expect(() => parseWire(schema, { isEnabled: 'yes' }, 'maintenance mode')).toThrow(
      WireContractError,
    );
    expect(() => parseWire(schema, { isEnabled: 'yes' }, 'maintenance mode')).toThrow(/isEnabled/);
  });
});
