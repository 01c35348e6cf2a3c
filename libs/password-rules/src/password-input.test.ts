import { describe, expect, it } from '@jest/globals';
import { sanitizePasswordInput } from './password-input';

describe('sanitizePasswordInput (spec 1 §5: password input is sanitised as typed)', () => {
  it.each([
    ['ordinary characters stay', 'Welcome123!', 12, 'Welcome123!'],
    ['a space is a character like any other', 'pass word1', 12, 'pass word1'],
    ['a pasted line break and tab go', 'Welcome123\r\n\t', 12, 'Welcome123'],
    ['zero-width and direction marks go', 'Wel\u200Bcome\u200E123\uFEFF', 12, 'Welcome123'],
    ['cut to the legacy maximum of 12', 'Welcome123456789', 12, 'Welcome12345'],
    ['128 with customer credentials', 'a'.repeat(130), 128, 'a'.repeat(128)],
    ['an emoji is not split in half', 'abcdefghijk😀', 12, 'abcdefghijk😀'],
    ['an empty value stays empty', '', 12, ''],
  ])('%s', (_case, typed, max, kept) => {
    expect(sanitizePasswordInput(typed, max)).toBe(kept);
  });
});
