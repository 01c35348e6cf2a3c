import { describe, expect, it } from '@jest/globals';
import { displayPhone, maskPhone } from './phone';

describe('phone numbers (spec 1 §5)', () => {
  it.each([
    ['6165550142', '616-555-0142'],
    ['616-555-0142', '616-555-0142'],
    ['+16165550142', '+16165550142'],
    ['5550142', '5550142'],
    ['', ''],
  ])('%p displays as %p (3-3-4 for 10 digits, 12 characters as is)', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it.each([
    ['6', '6'],
    ['616', '616'],
    ['6165', '616-5'],
    ['616555', '616-555'],
    ['6165550', '616-555-0'],
    ['6165550142', '616-555-0142'],
    ['61655501429999', '616-555-0142'],
    ['(616) 555-0142', '616-555-0142'],
    ['abc<script>', ''],
  ])('typing %p shows %p under the mask 000-000-0000', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
});
