import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { paymentDateError, type PaymentDateContext } from './payment-date';

// Wednesday 2026-11-18.
const today = DateTime.fromISO('2026-11-18');
const ctx: PaymentDateContext = {
  today,
  nonPaymentDays: ['2026-11-26'],
  daysInPeriod: 30,
  allowSaturday: false,
  allowSunday: false,
  smallDollarRule: false,
  mailPreference: 0,
  blockedImmediateAchDay: null,
};
const day = (iso: string) => DateTime.fromISO(iso);

describe('one-time payment date (spec 2 §5)', () => {
  it.each([
    ['today', '2026-11-18', ctx, null],
    ['missing', null, ctx, 'Payment date is required'],
    ['a holiday', '2026-11-26', ctx, 'Payment cannot be made on a holiday.'],
    ['yesterday', '2026-11-17', ctx, 'Payment date cannot be in the past'],
    ['today + daysInPeriod (30)', '2026-12-18', ctx, null],
    ['today + 31', '2026-12-19', ctx, 'Payment date cannot be scheduled over this many days: 30'],
    ['a Saturday', '2026-11-21', ctx, 'Payment date cannot be on a Saturday'],
    ['a Sunday', '2026-11-22', ctx, 'Payment date cannot be on a Sunday'],
    ['a Saturday when allowed', '2026-11-21', { ...ctx, allowSaturday: true }, null],
    ['a Sunday when allowed', '2026-11-22', { ...ctx, allowSunday: true }, null],
    [
      'the blocked immediate-ACH day',
      '2026-11-18',
      { ...ctx, blockedImmediateAchDay: '2026-11-18' },
      'ACH payments can only be scheduled for a future date.',
    ],
  ])('%s', (_, iso, context, message) => {
    expect(paymentDateError(iso ? day(iso) : null, context)).toBe(message);
  });

  const smallDollar = {
    ...ctx,
    nonPaymentDays: [],
    smallDollarRule: true,
    allowSaturday: true,
    allowSunday: true,
  };
  it.each([
    [1, 0, null], // today is immediate
    [1, 1, 'Payment cannot be made on this date.'],
    [1, 4, 'Payment cannot be made on this date.'],
    [1, 5, null],
    [2, 4, 'Payment cannot be made on this date.'],
    [2, 7, 'Payment cannot be made on this date.'],
    [2, 8, null],
    [0, 2, null], // other mail preferences are not concerned
  ])('small-dollar rule, mail preference %i, %i days ahead → %j', (mail, ahead, message) => {
    expect(
      paymentDateError(today.plus({ days: ahead }), { ...smallDollar, mailPreference: mail }),
    ).toBe(message);
  });

  it('leaves the small-dollar days alone when the rule is off', () => {
    expect(paymentDateError(today.plus({ days: 2 }), { ...ctx, mailPreference: 1 })).toBeNull();
  });
});
