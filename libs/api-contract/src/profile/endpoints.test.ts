import { describe, expect, it } from '@jest/globals';
import { profileEndpoints } from './endpoints.ts';

describe('the profile calls', () => {
  it('are named profile.*', () => {
    const offending = profileEndpoints.filter(
      (call) => !/^profile\.[a-z][A-Za-z]+$/.test(call.name),
    );
    expect(offending.map((call) => call.name)).toEqual([]);
  });
});
