import { describe, expect, it } from '@jest/globals';
import { needsTextingTerms, textToggleAsksForTerms } from './texting-terms';

describe('texting terms (spec 1 §4: turning on the Text toggle for phone 1 opens the terms)', () => {
  it.each([
    [0, true, true],
    [0, false, false],
    [1, true, false],
    [1, false, false],
    [2, true, false],
  ])('phone index %p, turning on %p: terms first = %p', (phoneIndex, turningOn, expected) => {
    expect(needsTextingTerms(phoneIndex, turningOn)).toBe(expected);
  });

  it.each([
    [0, true],
    [1, false],
  ])("phone index %p's toggle may ask for the terms: %p", (phoneIndex, expected) => {
    expect(textToggleAsksForTerms(phoneIndex)).toBe(expected);
  });
});
