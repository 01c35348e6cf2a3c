import { describe, expect, it } from '@jest/globals';
import { loginPathAfterLogout } from './end-session';

describe('loginPathAfterLogout', () => {
  it.each([
    ['user', '/home/login'],
    ['other-tab', '/home/login'],
    ['unauthorized', '/home/login?error=unauthorized'],
    ['timeout', '/home/login?error=expired'],
  ] as const)('after a %s logout the user lands on %s', (reason, path) => {
    expect(loginPathAfterLogout(reason)).toBe(path);
  });
});
