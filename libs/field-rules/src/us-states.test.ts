import { describe, expect, it } from '@jest/globals';
import { isUsStateCode, US_STATES } from './us-states';

// Spec 1 §3: "State list entries: Value and Description (US states and DC, two-letter codes)".
describe('the US state list', () => {
  it('holds the 50 states and DC, each once', () => {
    const codes = US_STATES.map(([code]) => code);
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
  });

  it.each([
    ['MI', true],
    ['DC', true],
    ['WY', true],
    ['PR', false],
    ['mi', false],
    ['', false],
  ])('%p is a state code: %p', (code, expected) => {
    expect(isUsStateCode(code)).toBe(expected);
  });
});
