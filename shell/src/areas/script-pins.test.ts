import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { scriptPin } from './script-pins';
import { hash } from '../testing/failures-and-pins';

const PAGE = 'https://portal.test/#/myaccount/payment';
const config: RemotesConfig = {
  payments: {
    entry: 'https://cdn.test/mfe-payments/1.1.0/mf-manifest.json',
    version: '1.1.0',
    integrity: {
      'remoteEntry.js': hash('a'),
      '524.0a1b2c3d4e.js': hash('b'),
      'assets/x y.js': hash('c'),
    },
  },
  profile: { entry: 'https://cdn.test/mfe-profile/2.0.0/mf-manifest.json', version: '2.0.0' },
  servicing: {
    entry: 'https://servicing.test/mf-manifest.json',
    version: 'local',
    integrity: { 'remoteEntry.js': hash('d') },
  },
};

describe('scriptPin', () => {
  it.each([
    ['a remote entry', 'https://cdn.test/mfe-payments/1.1.0/remoteEntry.js', 'payments', hash('a')],
    ['a chunk', 'https://cdn.test/mfe-payments/1.1.0/524.0a1b2c3d4e.js', 'payments', hash('b')],
    [
      'a URL with a cache-busting query',
      'https://cdn.test/mfe-payments/1.1.0/remoteEntry.js?v=1',
      'payments',
      hash('a'),
    ],
    [
      'an escaped path',
      'https://cdn.test/mfe-payments/1.1.0/assets/x%20y.js',
      'payments',
      hash('c'),
    ],
    [
      'a build served from its origin root',
      'https://servicing.test/remoteEntry.js',
      'servicing',
      hash('d'),
    ],
  ])('pins %s to the hash its release recorded', (_, url, area, integrity) => {
    expect(scriptPin(config, url, PAGE)).toEqual({ kind: 'pinned', area, integrity });
  });

  it.each([
    [
      'a chunk the release did not record',
      'https://cdn.test/mfe-payments/1.1.0/999.js',
      'payments',
    ],
    [
      'a build whose entry carries no hashes',
      'https://cdn.test/mfe-profile/2.0.0/remoteEntry.js',
      'profile',
    ],
    [
      'another version than the live one',
      'https://servicing.test/0.9.0/remoteEntry.js',
      'servicing',
    ],
    ['an origin no remote is served from', 'https://evil.test/remoteEntry.js', null],
    ['a malformed escape', 'https://cdn.test/mfe-payments/1.1.0/%E0%A4%A.js', 'payments'],
  ])('leaves %s unpinned', (_, url, area) => {
    expect(scriptPin(config, url, PAGE)).toEqual({ kind: 'unpinned', area });
  });

  it("leaves the shell's own scripts, on the page's origin, to the shell", () => {
    expect(scriptPin(config, '/1.0.0/889.64e0711e32.js', PAGE)).toEqual({ kind: 'own' });
    expect(scriptPin(config, 'https://portal.test/main.js', PAGE)).toEqual({ kind: 'own' });
  });
});

describe('scriptPin with one area overridden (docs/decisions/008)', () => {
  const overridden: RemotesConfig = {
    ...config,
    payments: {
      entry: 'http://localhost:3012/remoteEntry.js',
      version: '0.2.0',
      integrity: { 'remoteEntry.js': hash('e') },
      override: true,
    },
  };

  it("pins the override's scripts to the hashes its own build published", () => {
    expect(scriptPin(overridden, 'http://localhost:3012/remoteEntry.js', PAGE)).toEqual({
      kind: 'pinned',
      area: 'payments',
      integrity: hash('e'),
    });
  });

  it('runs nothing of the override that its build did not record', () => {
    expect(scriptPin(overridden, 'http://localhost:3012/evil.js', PAGE)).toEqual({
      kind: 'unpinned',
      area: 'payments',
    });
  });

  it('keeps every other area pinned to its release', () => {
    expect(scriptPin(overridden, 'https://servicing.test/remoteEntry.js', PAGE)).toEqual({
      kind: 'pinned',
      area: 'servicing',
      integrity: hash('d'),
    });
    // The published payments build is not what this browser runs now: none of it is pinned.
    expect(
      scriptPin(overridden, 'https://cdn.test/mfe-payments/1.1.0/remoteEntry.js', PAGE),
    ).toMatchObject({ kind: 'unpinned' });
  });
});
