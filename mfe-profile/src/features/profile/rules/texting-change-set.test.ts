import { describe, expect, it } from '@jest/globals';
import type { SubscriptionOption } from '../api/subscription-info';
import {
  afterModifyError,
  anyOptedIn,
  hasTextingChanges,
  textingChangeSet,
  TextingChangeError,
} from './texting-change-set';

const option = (
  BrandingId: number,
  OptInMarketing: boolean,
  OptInAccount: boolean,
): SubscriptionOption => ({
  BrandingId,
  BrandingName: `Brand ${BrandingId}`,
  OptInMarketing,
  OptInAccount,
});

const cached = [option(1, false, false), option(2, true, false)];

describe('the texting change set (spec 1 §4 Texting dialog)', () => {
  it.each([
    [
      'one flag of one option',
      [option(1, false, true), option(2, true, false)],
      [{ BrandingId: 1, OptInMarketing: null, OptInAccount: true }],
    ],
    [
      'both flags of one option',
      [option(1, true, true), option(2, true, false)],
      [{ BrandingId: 1, OptInMarketing: true, OptInAccount: true }],
    ],
    [
      'one flag of each option',
      [option(1, true, false), option(2, false, false)],
      [
        { BrandingId: 1, OptInMarketing: true, OptInAccount: null },
        { BrandingId: 2, OptInMarketing: false, OptInAccount: null },
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
    const reported = JSON.stringify({ BrandingId: 2, OptInMarketing: false, OptInAccount: true });
    expect(afterModifyError(cached, [reported, 'not json'])).toEqual([
      option(1, false, false),
      option(2, false, true),
    ]);
  });
});
