import { describe, expect, it } from '@jest/globals';
import { readConfirmation, siblingPath } from './confirmation';

describe('confirmation state', () => {
  it('refuses anything that is not a confirmation', () => {
    expect(readConfirmation(null)).toBeNull();
    expect(readConfirmation({ referenceNumber: 'IP1' })).toBeNull();
  });

  it.each([
    ['/myaccount/payment', 'paymentConfirm', '/myaccount/paymentConfirm'],
    ['/myaccount/payment/00011002347', 'paymentConfirm', '/myaccount/paymentConfirm'],
    ['/myaccount/paymentConfirm', 'dashboard', '/myaccount/dashboard'],
    ['/payment', 'paymentConfirm', '/paymentConfirm'],
  ])('%s → %s is %s', (from, page, to) => expect(siblingPath(from, page)).toBe(to));
});
