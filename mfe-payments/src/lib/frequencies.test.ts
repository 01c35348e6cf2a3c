import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  daysBeforeDueOptions,
  paymentKind,
  recurringDetails,
  visibleFrequencies,
  type FrequencyVisibility,
} from './frequencies';

const allowAll = {
  Weekly: true,
  TwoWeeks: true,
  SemiMonthly: true,
  MonthlyOnDate: true,
  DaysBeforeDue: true,
  OnDueDate: true,
};
const base: FrequencyVisibility = {
  billingFrequency: 'Monthly',
  recurringAllowed: true,
  allow: allowAll,
  forceOnDueDate: false,
  forceDaysBeforeDue: false,
  smallDollarRule: false,
  mailPreference: 0,
  hasSelectableDaysBeforeDue: true,
  dueDateIsNonPaymentDay: false,
};

describe('frequency option visibility (spec 2 §5)', () => {
  it.each<[string, Partial<FrequencyVisibility>, string[]]>([
    [
      'monthly billing shows all',
      {},
      [
        'OneTime',
        'Weekly',
        'TwoWeeks',
        'SemiMonthly',
        'MonthlyOnDate',
        'DaysBeforeDue',
        'OnDueDate',
      ],
    ],
    [
      'weekly billing hides weekly, two-weeks and the monthly ones',
      { billingFrequency: 'Weekly' },
      ['OneTime', 'DaysBeforeDue', 'OnDueDate'],
    ],
    [
      'two-weeks billing hides two-weeks',
      { billingFrequency: 'TwoWeeks' },
      ['OneTime', 'Weekly', 'DaysBeforeDue', 'OnDueDate'],
    ],
    ['recurring not allowed by the host', { recurringAllowed: false }, ['OneTime']],
    [
      'days-before-due hidden under the small-dollar rule, mail 1',
      { smallDollarRule: true, mailPreference: 1 },
      ['OneTime', 'Weekly', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate', 'OnDueDate'],
    ],
    [
      'days-before-due kept under the small-dollar rule, mail 0',
      { smallDollarRule: true, mailPreference: 0 },
      [
        'OneTime',
        'Weekly',
        'TwoWeeks',
        'SemiMonthly',
        'MonthlyOnDate',
        'DaysBeforeDue',
        'OnDueDate',
      ],
    ],
    [
      'days-before-due hidden with no selectable day',
      { hasSelectableDaysBeforeDue: false },
      ['OneTime', 'Weekly', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate', 'OnDueDate'],
    ],
    [
      'on-due-date hidden when the due date is a non-payment day',
      { dueDateIsNonPaymentDay: true },
      ['OneTime', 'Weekly', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate', 'DaysBeforeDue'],
    ],
    ['force on due date', { forceOnDueDate: true }, ['OneTime', 'OnDueDate']],
    ['force days before due', { forceDaysBeforeDue: true }, ['OneTime', 'DaysBeforeDue']],
    [
      'weekly disallowed',
      { allow: { ...allowAll, Weekly: false } },
      ['OneTime', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate', 'DaysBeforeDue', 'OnDueDate'],
    ],
  ])('%s', (_, patch, expected) => {
    expect(visibleFrequencies({ ...base, ...patch })).toEqual(expected);
  });
});

describe('kind of payment (spec 2 §4)', () => {
  const today = DateTime.fromISO('2026-11-18');
  it.each([
    ['OneTime', '2026-11-18', 'immediate'],
    ['OneTime', '2026-11-19', 'scheduled'],
    ['Weekly', '2026-11-19', 'recurring'],
    ['OnDueDate', null, 'recurring'],
  ] as const)('%s on %s is %s', (frequency, iso, kind) => {
    expect(paymentKind(frequency, iso ? DateTime.fromISO(iso) : null, today)).toBe(kind);
  });

  it.each([
    ['OnDueDate', 5, { option: 'DaysBeforeDue', daysBeforeDue: 0 }],
    ['DaysBeforeDue', 5, { option: 'DaysBeforeDue', daysBeforeDue: 5 }],
    ['MonthlyOnDate', 0, { option: 'DayOfMonth', daysBeforeDue: 0 }],
    ['TwoWeeks', 0, { option: 'BiWeekly', daysBeforeDue: 0 }],
    ['SemiMonthly', 0, { option: 'SemiMonthly', daysBeforeDue: 0 }],
    ['Weekly', 0, { option: 'Weekly', daysBeforeDue: 0 }],
  ] as const)('%s maps to %j on the wire', (frequency, days, wire) => {
    expect(recurringDetails(frequency, days)).toEqual(wire);
  });
});

describe('days-before-due options (spec 2 §5)', () => {
  const today = DateTime.fromISO('2026-11-18');
  const due = DateTime.fromISO('2026-12-15');
  it('offers 1 to 9 for a monthly loan', () => {
    expect(daysBeforeDueOptions(due, 'Monthly', [], today)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('offers 1 to 3 when the loan is not billed monthly', () => {
    expect(daysBeforeDueOptions(due, 'Weekly', [], today)).toEqual([1, 2, 3]);
  });
  it('leaves out days whose date is a non-payment day', () => {
    expect(daysBeforeDueOptions(due, 'Monthly', ['2026-12-13', '2026-12-06'], today)).toEqual([
      1, 3, 4, 5, 6, 7, 8,
    ]);
  });
  it.each<[string, string[] | null, number[]]>([
    // From the 23rd on, a loan due on the 1st must not be offered day 9 (a past date).
    ['with a non-payment list', ['2026-11-26'], [1, 2, 3, 4, 5, 7]],
    ['with an empty list', [], [1, 2, 3, 4, 5, 6, 7]],
  ])('never offers a day already past or today, %s', (_, list, expected) => {
    const today24 = DateTime.fromISO('2026-11-24');
    expect(daysBeforeDueOptions(DateTime.fromISO('2026-12-02'), 'Monthly', list, today24)).toEqual(
      expected,
    );
  });
  it('without a list, allows only dates from tomorrow on', () => {
    expect(daysBeforeDueOptions(DateTime.fromISO('2026-11-22'), 'Monthly', null, today)).toEqual([
      1, 2, 3,
    ]);
  });
});
