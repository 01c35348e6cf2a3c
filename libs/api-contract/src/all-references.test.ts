import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { allEndpoints } from './all-endpoints.ts';
import { documentedEndpoints, referencedNames } from './all-references.ts';

describe('the reference entries', () => {
  it('give every call exactly one entry, and name no call the contract lacks', () => {
    expect([...referencedNames].sort()).toEqual(allEndpoints.map((call) => call.name).sort());
  });

  it("give examples their own call's request schema accepts", () => {
    const offending = documentedEndpoints
      .filter((call) => call.example !== undefined)
      .filter((call) => !v.safeParse(call.request, call.example).success);
    expect(offending.map((call) => call.name)).toEqual([]);
  });
});
