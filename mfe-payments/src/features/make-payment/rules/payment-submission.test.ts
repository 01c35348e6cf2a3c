import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { chosenChecking } from '../../../testing/payment-methods';
import { buildSubmission, paymentDateFor, type SubmissionFacts } from './payment-submission';

const today = DateTime.fromISO('2026-11-20');
const due = DateTime.fromISO('2026-12-15');
const savedAch = chosenChecking;

const input = (over: Partial<SubmissionFacts> = {}): SubmissionFacts => ({
  logonName: 'borrower1',
  companyNumber: 0,
  accountNumber: '0001-123456-7',
  accountType: 0,
  paymentDate: today,
  amount: 12550,
  firstPartyFee: 100,
  thirdPartyFee: 250,
  additionalPrincipal: 0,
  isPayoff: false,
  method: savedAch,
  kind: 'immediate',
  frequency: 'OneTime',
  daysBeforeDue: null,
  draftAgreementToken: null,
  ...over,
});

describe('paymentDateFor (the day a payment is dated)', () => {
  it.each([
    ['immediate is today', 'immediate', 'OneTime', null, '2026-12-01', '2026-11-20'],
    ['scheduled is the chosen day', 'scheduled', 'OneTime', null, '2026-12-01', '2026-12-01'],
    ['OnDueDate is the due date', 'recurring', 'OnDueDate', null, null, '2026-12-15'],
    ['3 days before due', 'recurring', 'DaysBeforeDue', 3, null, '2026-12-12'],
    ['monthly on the chosen day', 'recurring', 'MonthlyOnDate', null, '2026-12-05', '2026-12-05'],
  ] as const)('%s', (_case, kind, frequency, days, chosen, expected) => {
    expect(
      paymentDateFor({
        kind,
        frequency,
        today,
        dueDate: due,
        daysBeforeDue: days,
        chosenDate: chosen ? DateTime.fromISO(chosen) : null,
      }).toISODate(),
    ).toBe(expected);
  });
});

describe('buildSubmission (spec 2 §7 Submit payload)', () => {
  it('dates the payment by its day and keeps the amounts in cents', () => {
    expect(buildSubmission(input())).toEqual({
      kind: 'immediate',
      logonName: 'borrower1',
      companyNumber: 0,
      accountNumber: '0001-123456-7',
      accountType: 0,
      paymentDay: '2026-11-20',
      amount: 12550,
      firstPartyFee: 100,
      thirdPartyFee: 250,
      additionalPrincipal: 0,
      isPayoff: false,
      method: savedAch,
      recurring: null,
      draftAgreementToken: null,
    });
  });

  it.each([0, 7])('carries the session company number %p', (companyNumber) => {
    expect(buildSubmission(input({ companyNumber })).companyNumber).toBe(companyNumber);
  });

  it.each([
    ['OnDueDate', null, { option: 'DaysBeforeDue', daysBeforeDue: 0 }],
    ['DaysBeforeDue', 4, { option: 'DaysBeforeDue', daysBeforeDue: 4 }],
    ['TwoWeeks', null, { option: 'BiWeekly', daysBeforeDue: 0 }],
  ] as const)('a recurring %s has the schedule %p', (frequency, days, schedule) => {
    const submission = buildSubmission(
      input({ kind: 'recurring', frequency, daysBeforeDue: days, draftAgreementToken: 'tok' }),
    );
    expect(submission.recurring).toEqual(schedule);
    expect(submission.draftAgreementToken).toBe('tok');
  });

  it('a one-time payment has no schedule', () => {
    expect(buildSubmission(input({ kind: 'scheduled' })).recurring).toBeNull();
  });
});
