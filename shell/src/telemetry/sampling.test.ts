import { describe, expect, it } from '@jest/globals';
import { isSampled } from './sampling';

describe('isSampled', () => {
  it.each([
    ['every tab by default (rate 1)', 1, null, 0.999, true],
    ['none at rate 0', 0, null, 0, false],
    ['a draw under the rate', 0.1, null, 0.05, true],
    ['a draw at the rate', 0.1, null, 0.1, false],
    ['a rate above 1 as 1', 5, null, 0.999, true],
    ['a negative rate as 0', -1, null, 0, false],
    ['a rate that is not a number as 0', Number.NaN, null, 0, false],
    ['the tab kept in', 0, '1', 0.999, true],
    ['the tab kept out', 1, '0', 0, false],
    ['a stored value it does not know as no decision', 1, 'yes', 0.5, true],
  ])('samples %s', (_, rate, stored, draw, sampled) => {
    expect(isSampled(rate, stored, draw)).toBe(sampled);
  });
});
