import { describe, expect, it } from '@jest/globals';
import { isEmailAddress } from './email';

describe('e-mail address shape', () => {
  it.each([
    ['alex.morgan@example.com', true],
    ['a@b.co', true],
    ['alex.morgan@example', false],
    ['alex morgan@example.com', false],
    ['@example.com', false],
    ['alex@@example.com', false],
    ['', false],
  ])('%p → %p', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});
