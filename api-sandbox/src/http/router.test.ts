import { describe, expect, it } from '@jest/globals';
import { Router } from './router.ts';

describe('Router', () => {
  const router = new Router<string>();
  router.add('GET', '/api/AccountDetails', 'details');
  router.add('POST', '/api/Payments/{accountNumber}/Cancel', 'cancel');

  it('matches paths case-insensitively and ignores a trailing slash', () => {
    expect(router.match('GET', '/API/accountdetails/')).toEqual({
      kind: 'found',
      value: 'details',
      params: {},
    });
  });

  it('captures (decoded) path parameters', () => {
    expect(router.match('POST', '/api/payments/0001%20X/cancel')).toEqual({
      kind: 'found',
      value: 'cancel',
      params: { accountNumber: '0001 X' },
    });
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(router.match('GET', '/api/nothing').kind).toBe('not-found');
    expect(router.match('DELETE', '/api/AccountDetails').kind).toBe('method-not-allowed');
  });

  it('refuses the same route twice', () => {
    expect(() => router.add('GET', '/api/accountdetails', 'again')).toThrow(/twice/);
  });
});
