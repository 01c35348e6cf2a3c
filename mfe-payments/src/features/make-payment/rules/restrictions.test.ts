import { describe, expect, it } from '@jest/globals';
import { restrictionEffect, type RestrictionEffect } from './restrictions';

const none: RestrictionEffect = {
  achBlocked: false,
  cardBlocked: false,
  recurringBlocked: false,
  immediateOnly: false,
  blockedTextKey: null,
};

describe('restrictionEffect (spec 2 §4 Restrictions per account or institution)', () => {
  it.each<[string | null, Partial<RestrictionEffect>]>([
    ['InterestTooHighForDelayedPayment', { immediateOnly: true }],
    ['  interesttoohighfordelayedpayment ', { immediateOnly: true }],
    ['AchPaymentsBlocked', { achBlocked: true }],
    ['CardPaymentsBlocked', { cardBlocked: true }],
    ['CardNotAllowed', { cardBlocked: true }],
    ['RecurringNotAllowedByHost', { recurringBlocked: true }],
    ['NoOnlinePaymentSecurity', { blockedTextKey: 'PaymentErrors.noOnlinePaymentSecurityAccount' }],
    ['NoAchPaymentSecurity', { achBlocked: true }],
    ['', {}],
    [null, {}],
    ['SomethingNew', {}],
    ['toString', {}],
    ['<script>', {}],
  ])('%p restricts %p', (code, effect) => {
    expect(restrictionEffect(code)).toEqual({ ...none, ...effect });
  });
});
