import { describe, expect, it } from '@jest/globals';
import { canDeleteRecurring, recurringPanelVariant, recurringSchedule } from './recurring-panel';

describe('recurringPanelVariant (spec 2 §2 card box and table variants)', () => {
  it.each([
    [false, false, 'table'],
    [false, true, 'card'],
    [true, false, 'card'],
    [true, true, 'card'],
  ] as const)('in the app %p, narrow %p: %s', (app, narrow, variant) => {
    expect(recurringPanelVariant(app, narrow)).toBe(variant);
  });
});

describe('canDeleteRecurring (spec 2 §6: CanDelete and allowDeleteRecurringOption)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('CanDelete %p, setting %p: %p', (item, setting, allowed) => {
    expect(canDeleteRecurring(item, setting)).toBe(allowed);
  });
});

describe('recurringSchedule', () => {
  it.each([
    ['DayOfMonth', '2026-12-05T00:00:00', 0, 'Monthly on day 5'],
    ['SemiMonthly', '2026-12-01T00:00:00', 0, 'Twice a month from 12/01/2026'],
    ['BiWeekly', '2026-12-01T00:00:00', 0, 'Every two weeks from 12/01/2026'],
    ['Weekly', '2026-12-01T00:00:00', 0, 'Weekly from 12/01/2026'],
    ['DaysBeforeDue', '', 3, '3 days before the due date'],
    ['DaysBeforeDue', '', 0, 'On the due date'],
    ['Weekly', 'garbage', 0, 'Weekly from'],
  ])('%s %s %p: %s', (recurringOption, date, daysBeforeDue, text) => {
    expect(recurringSchedule({ recurringOption, date, daysBeforeDue })).toBe(text);
  });
});
