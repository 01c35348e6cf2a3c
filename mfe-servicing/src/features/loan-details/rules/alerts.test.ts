import { describe, expect, it } from '@jest/globals';
import {
  digitsOnly,
  preferencesFromWire,
  preferencesToWire,
  saveErrors,
  tickDueDateAlert,
} from './alerts';

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

  it('round-trips the wire shape', () => {
    const prefs = preferencesFromWire({
      TextAlerts: { AlertLoanDelinquent: true },
      EmailAlerts: {
        AlertLoanDueDate1: true,
        AlertLoanDueDate1Before: false,
        AlertLoanDueDate1Days: 3,
      },
    });
    expect(prefs.textDelinquent).toBe(true);
    expect(prefs.due[0]).toEqual({ on: true, before: false, days: '3' });
    expect(preferencesToWire(prefs).EmailAlerts).toMatchObject({
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Before: false,
      AlertLoanDueDate1Days: 3,
      AlertLoanDueDate2Days: null,
    });
  });

  it.each([
    [[], ['Error']],
    [[{ ErrorMessage: 'Bad' }], ['Bad']],
  ])('errors %j show %j', (errors, shown) => {
    expect(saveErrors(errors)).toEqual(shown);
  });
});
