import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { payoffNeedsQuote, payoffPaymentAmount, payoffToggleVisible } from './payoff';

describe('payoff toggle visibility (spec 2 §4 Payoff)', () => {
  const base = { payoffAmount: 2000, maxPayoffPercent: 100, isCard: false, cardMaximum: 2500 };
  it.each([
    ['a payoff to pay', {}, true],
    ['nothing owed', { payoffAmount: 0 }, false],
    ['less than 100% may be paid', { maxPayoffPercent: 90 }, false],
    ['card at the card maximum', { isCard: true, payoffAmount: 2500 }, true],
    ['card above the card maximum', { isCard: true, payoffAmount: 2500.01 }, false],
  ])('%s → %s', (_, patch, visible) => {
    expect(payoffToggleVisible({ ...base, ...patch })).toBe(visible);
  });

  const today = DateTime.fromISO('2026-11-18');
  it.each([
    ['2026-11-19', true],
    ['2026-11-18', false],
    ['2026-11-10', false],
  ])('a payoff dated %s needs a quote: %s', (iso, needs) => {
    expect(payoffNeedsQuote(DateTime.fromISO(iso), today)).toBe(needs);
  });

  it('pays the quote, or the account payoff without one', () => {
    expect(payoffPaymentAmount(1999.5, 2000)).toBe(1999.5);
    expect(payoffPaymentAmount(null, 2000)).toBe(2000);
  });
});
