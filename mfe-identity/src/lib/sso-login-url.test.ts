import { describe, expect, it } from '@jest/globals';
import { ssoLoginUrl } from './sso-login-url';

const origin = 'http://portal.test';

describe('the SSO login address', () => {
  it.each([
    ['', undefined, null],
    ['   ', undefined, null],
    ['javascript:alert(1)', undefined, null],
    ['https://sso.example.com/login', undefined, 'https://sso.example.com/login'],
    [
      'https://sso.example.com/login',
      'notLoggedIn',
      'https://sso.example.com/login?reason=notLoggedIn',
    ],
    [
      '/api/__sandbox/sso-login',
      'userCancelled',
      'http://portal.test/api/__sandbox/sso-login?reason=userCancelled',
    ],
    [
      'https://sso.example.com/login?x=1',
      'error',
      'https://sso.example.com/login?x=1&reason=error',
    ],
  ] as const)('%p with reason %p → %p', (configured, reason, expected) => {
    expect(ssoLoginUrl(configured, origin, reason)).toBe(expected);
  });

  it('adds the code when provided', () => {
    expect(ssoLoginUrl('https://sso.example.com/', origin, 'error', 'A1')).toBe(
      'https://sso.example.com/?reason=error&code=A1',
    );
  });
});
