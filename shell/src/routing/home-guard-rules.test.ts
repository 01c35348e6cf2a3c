import { describe, expect, it } from '@jest/globals';
import { guardHomePage, type GuardContext } from './home-guard-rules';

const SSO_URL = 'https://sso.example.com/login';
const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  page: 'login',
  singleSignOn: false,
  ssoLoginUrl: '',
  rest: '',
  search: new URLSearchParams(),
  ...overrides,
});

describe('guards of the signed-out pages (spec 1 §2, §6)', () => {
  it.each(['register', 'recovery', 'verifyEmail'] as const)(
    'single sign-on blocks %s and sends the user to the SSO login',
    (page) => {
      expect(
        guardHomePage(context({ page, singleSignOn: true, ssoLoginUrl: SSO_URL, rest: 'abc' })),
      ).toEqual({ kind: 'leave', url: SSO_URL });
    },
  );

  it.each(['', 'javascript:alert(1)', 'not a url'])(
    'with SSO on but no usable SSO URL (%p) a blocked page goes to login',
    (ssoLoginUrl) => {
      expect(guardHomePage(context({ page: 'register', singleSignOn: true, ssoLoginUrl }))).toEqual(
        { kind: 'redirect', to: '/home/login' },
      );
    },
  );

  it.each(['login', 'faq', 'locations', 'messages', 'sso'] as const)(
    'single sign-on leaves %s alone',
    (page) => {
      expect(guardHomePage(context({ page, singleSignOn: true, ssoLoginUrl: SSO_URL }))).toEqual({
        kind: 'allow',
      });
    },
  );

  it('without SSO, register and verifyEmail are open', () => {
    expect(guardHomePage(context({ page: 'register' }))).toEqual({ kind: 'allow' });
    expect(guardHomePage(context({ page: 'verifyEmail', rest: 'enc' }))).toEqual({
      kind: 'allow',
    });
  });

  it('recovery asks whether maintenance mode is on', () => {
    expect(guardHomePage(context({ page: 'recovery' }))).toEqual({ kind: 'check-maintenance' });
  });

  it.each(['', '?token=', '?token=%20', '?other=1'])(
    'activate without a token (%p) goes to login with an unauthorized error',
    (query) => {
      expect(
        guardHomePage(context({ page: 'activate', search: new URLSearchParams(query) })),
      ).toEqual({ kind: 'redirect', to: '/home/login?error=unauthorized' });
    },
  );

  it('activate with a token is allowed', () => {
    expect(
      guardHomePage(context({ page: 'activate', search: new URLSearchParams('?token=abc') })),
    ).toEqual({ kind: 'allow' });
  });

  it.each(['', '/', '//'])('forcePasswordChange without its token (%p) goes to login', (rest) => {
    expect(guardHomePage(context({ page: 'forcePasswordChange', rest }))).toEqual({
      kind: 'redirect',
      to: '/home/login',
    });
  });

  it('forcePasswordChange with its token is allowed', () => {
    expect(guardHomePage(context({ page: 'forcePasswordChange', rest: 'enc123' }))).toEqual({
      kind: 'allow',
    });
  });
});
