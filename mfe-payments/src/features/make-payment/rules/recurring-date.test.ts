import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Frequency } from '../../../lib/frequencies';
import { recurringDateError, type RecurringDateContext } from './recurring-date';

const today = DateTime.fromISO('2026-11-18'); // a Wednesday
const ctx: RecurringDateContext = {
  today,
  nonSchedulableDays: ['2026-12-01'],
  allowSaturday: false,
  allowSunday: false,
};

describe('recurring first payment date (spec 2 §5)', () => {
  it.each<[string, Frequency, string, string | null]>([
    ['monthly on the 30th', 'MonthlyOnDate', '2026-11-30', null],
    [
      'monthly on the 31st',
      'MonthlyOnDate',
      '2026-12-31',
      'First payment date must be within 30 days',
    ],
    [
      'semi-monthly on the 28th',
      'SemiMonthly',
      '2026-12-28',
      'First payment date must be within 30 days',
    ],
    ['semi-monthly on the 27th', 'SemiMonthly', '2026-11-27', null],
    ['yesterday', 'Weekly', '2026-11-17', 'Payment date must be in the future'],
    ['today + 31', 'Weekly', '2026-12-18', null],
    ['today + 32', 'Weekly', '2026-12-20', 'First payment date must be within 30 days'],
    ['a Saturday', 'TwoWeeks', '2026-11-21', 'Payment cannot be made on this date.'],
    ['a non-schedulable day', 'Weekly', '2026-12-01', 'Payment cannot be made on this date.'],
  ])('%s', (_, frequency, iso, message) => {
    expect(recurringDateError(DateTime.fromISO(iso), frequency, ctx)).toBe(message);
  });

  it.each<[Frequency, string, string | null]>([
    ['SemiMonthly', '2026-11-28', null],
    ['SemiMonthly', '2026-11-29', 'That date is not allowed.'],
    ['MonthlyOnDate', '2026-11-29', null],
    ['MonthlyOnDate', '2026-11-30', null],
  ])('%s on %s → %j (month-day limits 28 and 30)', (frequency, iso, message) => {
    const weekends = { ...ctx, allowSaturday: true, allowSunday: true };
    expect(recurringDateError(DateTime.fromISO(iso), frequency, weekends)).toBe(message);
  });

  it('refuses the 31st for monthly payments', () => {
    const later = {
      ...ctx,
      today: DateTime.fromISO('2026-12-20'),
      allowSaturday: true,
      allowSunday: true,
    };
    expect(recurringDateError(DateTime.fromISO('2026-12-31'), 'MonthlyOnDate', later)).toBe(
      'That date is not allowed.',
    );
  });
});
