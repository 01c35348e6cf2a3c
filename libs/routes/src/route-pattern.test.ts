import { describe, expect, it } from '@jest/globals';
import { ROUTE_PATTERNS, routePattern, UNKNOWN_ROUTE } from './route-pattern';

describe('routePattern', () => {
  it.each([
    ['#/myaccount/loanDetails/00011002347', 'myaccount/loanDetails/:accountNumber'],
    ['/myaccount/loanDetails/00011002347?tab=history', 'myaccount/loanDetails/:accountNumber'],
    [
      '#/myaccount/deposits/depositDetails/55501',
      'myaccount/deposits/depositDetails/:accountNumber',
    ],
    ['#/myaccount/deposits', 'myaccount/deposits'],
    ['#/myaccount/deposits/other/55501', 'myaccount/deposits'],
    ['#/myaccount/payment/00011002347', 'myaccount/payment/:accountNumber'],
    ['#/myaccount/payment', 'myaccount/payment'],
    ['#/myaccount/applicationdetails/A-1', 'myaccount/applicationdetails/:applicationNumber'],
    ['#/home/verifyEmail/c2VjcmV0', 'home/verifyEmail/:enc'],
    ['#/home/activate?token=abc', 'home/activate'],
    ['#/home/login', 'home/login'],
    ['#/opt-out?token=abc', 'opt-out'],
    ['#/status', 'status'],
    ['#/myaccount/profile/alex@example.com', 'myaccount/profile'],
    ['#/myaccount/nowhere', UNKNOWN_ROUTE],
    ['#/alex@example.com', UNKNOWN_ROUTE],
    ['', UNKNOWN_ROUTE],
  ])('reports %p as %p', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
    expect(ROUTE_PATTERNS).toContain(pattern);
  });

  it('lists each pattern once', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
  });
});
