import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { profileEndpoints } from './endpoints.ts';

describe('the profile calls', () => {
  it('are named profile.* and their examples fit their own request schemas', () => {
    for (const call of profileEndpoints) {
      expect(call.name).toMatch(/^profile\.[a-z][A-Za-z]+$/);
      if (call.example === undefined) continue;
      const parsed = v.safeParse(call.request, call.example);
      expect({ call: call.name, ok: parsed.success }).toEqual({ call: call.name, ok: true });
    }
  });
});
