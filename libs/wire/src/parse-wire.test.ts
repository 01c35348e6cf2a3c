import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { parseWire, WireContractError } from './parse-wire';

describe('parseWire', () => {
  it('returns the parsed body when it matches and names the field when it does not', () => {
    const schema = v.object({ isEnabled: v.boolean() });
    expect(parseWire(schema, { isEnabled: true }, 'maintenance mode')).toEqual({ isEnabled: true });
    expect(() => parseWire(schema, { isEnabled: 'yes' }, 'maintenance mode')).toThrow(
      WireContractError,
    );
    expect(() => parseWire(schema, { isEnabled: 'yes' }, 'maintenance mode')).toThrow(/isEnabled/);
  });
});
