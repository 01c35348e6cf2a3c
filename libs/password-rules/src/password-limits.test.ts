import { describe, expect, it } from '@jest/globals';
import {
  ACTIVATE_PASSWORD_MAX_LENGTH,
  credentialMaxLength,
  credentialMinLength,
} from './password-limits';

describe('credential limits (spec 1 §9)', () => {
  it.each([
    [false, 12],
    [true, 128],
  ])('customer credentials %p allow at most %p characters', (customer, max) => {
    expect(credentialMaxLength(customer)).toBe(max);
  });

  it.each([
    [undefined, 8],
    [null, 8],
    [0, 8],
    [-3, 8],
    [2.5, 8],
    [10, 10],
    [6, 6],
  ])('institution minimum %p gives %p', (institution, min) => {
    expect(credentialMinLength(institution)).toBe(min);
  });

  it('fixes activate at 128', () => {
    expect(ACTIVATE_PASSWORD_MAX_LENGTH).toBe(128);
  });
});
