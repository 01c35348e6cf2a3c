import { describe, expect, it } from '@jest/globals';
import { digitsOnly, saveErrors, tickDueDateAlert } from './alerts';

describe('alert rules (spec 3 §5)', () => {
  it.each([
    [0, { on: false, before: false, days: '' }, { on: true, before: true, days: '15' }],
    [0, { on: false, before: false, days: '5' }, { on: true, before: false, days: '5' }],
    [1, { on: false, before: false, days: '' }, { on: true, before: false, days: '' }],
  ])('ticking alert %p from %j gives %j', (index, alert, result) => {
    expect(tickDueDateAlert(alert, index, true)).toEqual(result);
  });

  it.each([
    ['12a3', 3, '123'],
    ['1234', 3, '123'],
    ['1'.repeat(25), 20, '1'.repeat(20)],
  ])('days %p with max %p keeps %p', (typed, max, kept) => {
    expect(digitsOnly(typed, max)).toBe(kept);
  });

  it.each([
    [{ kind: 'refused', code: '' }, ['Error']],
    [{ kind: 'refused', code: 'Bad' }, ['Bad']],
    [{ kind: 'unavailable' }, ['Error']],
  ])('a failed save %j shows %j', (failure, shown) => {
    expect(saveErrors(failure)).toEqual(shown);
  });
});
