import { describe, expect, it } from '@jest/globals';
import { isActivePath } from './active-path';

describe('isActivePath', () => {
  it.each([
    ['/myaccount/dashboard', '/myaccount/dashboard', true],
    ['/myaccount/dashboard/loan/12', '/myaccount/dashboard', true],
    ['/myaccount/loginHistory', '/myaccount/loginhistory', true],
    ['/myaccount/payment', '/myaccount/payment/', true],
    ['/myaccount/payments', '/myaccount/payment', false],
    ['/myaccount/pay', '/myaccount/payment', false],
    ['/myaccount/profile', '/myaccount/dashboard', false],
    ['/anything', '/', true],
  ])('at %s, a link to %s is current: %s', (current, target, active) => {
    expect(isActivePath(current, target)).toBe(active);
  });
});
