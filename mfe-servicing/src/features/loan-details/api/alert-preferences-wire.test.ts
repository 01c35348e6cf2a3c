import { describe, expect, it } from '@jest/globals';
import { preferencesFromWire, preferencesToWire } from './alert-preferences-wire';

describe('alert preferences on the wire (spec 3 §3 Alerts)', () => {
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

  it('reads no alerts as everything off, due-date alerts before the due date', () => {
    const prefs = preferencesFromWire(null);
    expect(prefs.emailDelinquent).toBe(false);
    expect(prefs.due.every((alert) => !alert.on && alert.before && alert.days === '')).toBe(true);
  });
});
