import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { dateOfBirthProblem, maskDateOfBirth } from './date-of-birth';

const now = DateTime.fromISO('2025-06-15T12:00:00');

describe('date of birth limits (spec 1 §5, §9: 110 years, none in the future)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['13/01/1990', 'invalid'],
    ['02/30/1990', 'invalid'],
    ['1/5/1990', 'invalid'],
    ['06/15/2025', null],
    ['06/16/2025', 'invalid'],
    ['06/15/1915', null],
    ['06/14/1915', 'invalid'],
    ['01/15/1990', null],
  ])('%p → %p', (text, problem) => {
    expect(dateOfBirthProblem(text, now)).toBe(problem);
  });

  it.each([
    ['0', '0'],
    ['011', '01/1'],
    ['01151990', '01/15/1990'],
    ['01/15/19901', '01/15/1990'],
    ['ab01cd15', '01/15'],
  ])('masks %p as %p', (typed, masked) => {
    expect(maskDateOfBirth(typed)).toBe(masked);
  });
});
