import { describe, expect, it } from '@jest/globals';
import type { SubscriptionOption } from './profile-model';
import {
  afterModifyError,
  anyOptedIn,
  hasTextingChanges,
  textingChangeSet,
  TextingChangeError,
} from './texting-change-set';

const option = (
  brandingId: number,
  optInMarketing: boolean,
  optInAccount: boolean,
): SubscriptionOption => ({
  brandingId,
  brandingName: `Brand ${brandingId}`,
  optInMarketing,
  optInAccount,
});

const cached = [option(1, false, false), option(2, true, false)];

describe('the texting change set (spec 1 §4 Texting dialog)', () => {
  it.each([
    [
      'one flag of one option',
      [option(1, false, true), option(2, true, false)],
      [{ brandingId: 1, optInMarketing: null, optInAccount: true }],
    ],
    [
      'both flags of one option',
      [option(1, true, true), option(2, true, false)],
      [{ brandingId: 1, optInMarketing: true, optInAccount: true }],
    ],
    [
      'one flag of each option',
      [option(1, true, false), option(2, false, false)],
      [
        { brandingId: 1, optInMarketing: true, optInAccount: null },
        { brandingId: 2, optInMarketing: false, optInAccount: null },
      ],
    ],
  ])('sends only %s, unchanged flags as null', (_, edited, changes) => {
    expect(hasTextingChanges(cached, edited)).toBe(true);
    expect(textingChangeSet(cached, edited)).toEqual(changes);
  });

  it('is a local error when nothing changed', () => {
    expect(hasTextingChanges(cached, cached)).toBe(false);
    expect(() => textingChangeSet(cached, cached)).toThrow(TextingChangeError);
  });

  it('is a local error when a branding id differs from the cached one', () => {
    expect(() =>
      textingChangeSet(cached, [option(9, true, true), cached[1] ?? option(2, true, false)]),
    ).toThrow('The branding differs from the cached one');
  });

  it.each([
    [[option(1, false, false)], false],
    [[option(1, false, true)], true],
    [[option(1, false, false), option(2, true, false)], true],
  ])('opts the phone in to texting when any option is on: %p → %p', (options, optIn) => {
    expect(anyOptedIn(options)).toBe(optIn);
  });

  it('after a modify error reverts to the cache and applies what the server reports', () => {
    const reported = { brandingId: 2, optInMarketing: false, optInAccount: true };
    expect(afterModifyError(cached, [reported])).toEqual([
      option(1, false, false),
      option(2, false, true),
    ]);
  });
});
