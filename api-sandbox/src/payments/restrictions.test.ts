import { describe, expect, it } from '@jest/globals';
import { restrictionRefusal } from './restrictions.ts';

describe('restrictionRefusal (spec 2 §4 restrictions, refused with spec 2 §8 codes)', () => {
  it.each([
    ['InterestTooHighForDelayedPayment', 'immediate', false, null],
    ['InterestTooHighForDelayedPayment', 'scheduled', true, 'PaymentCannotBeScheduledForThatTime'],
    ['InterestTooHighForDelayedPayment', 'recurring', false, 'PaymentCannotBeScheduledForThatTime'],
    ['NoOnlinePaymentSecurity', 'immediate', true, 'NoOnlinePaymentSecurityAccount'],
    ['NoAchPaymentSecurity', 'immediate', false, 'NoAchPaymentSecurityAccount'],
    ['NoAchPaymentSecurity', 'immediate', true, null],
    ['AchPaymentsBlocked', 'scheduled', false, 'PaymentBlocked'],
    ['AchPaymentsBlocked', 'scheduled', true, null],
    ['CardPaymentsBlocked', 'immediate', true, 'PaymentBlocked'],
    ['CardNotAllowed', 'immediate', true, 'PaymentBlocked'],
    ['CardNotAllowed', 'immediate', false, null],
    ['RecurringNotAllowedByHost', 'recurring', false, 'RecurringAchNotAllowed'],
    ['RecurringNotAllowedByHost', 'recurring', true, 'RecurringCardNotAllowed'],
    ['RecurringNotAllowedByHost', 'scheduled', false, null],
    ['', 'scheduled', false, null],
    ['Unknown', 'recurring', true, null],
  ] as const)('%s, %s, card %p → %p', (code, kind, isCard, refused) => {
    expect(restrictionRefusal(code, kind, isCard)).toBe(refused);
  });
});
