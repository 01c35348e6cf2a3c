import { describe, expect, it } from '@jest/globals';
import { isManifestUrl, locateRemote, type RemoteManifest } from './remote-manifest';

const PAGE = 'https://portal.test/#/home/login';
const manifest = (metaData: Partial<RemoteManifest['metaData']> = {}): RemoteManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ...metaData },
  exposes: [],
});

describe('locateRemote: where the runtime finds a remote’s entry and chunks', () => {
  it.each([
    [
      "publicPath 'auto': the manifest's folder",
      'https://cdn.test/identity/1.2.0/mf-manifest.json',
      manifest(),
      'https://cdn.test/identity/1.2.0/remoteEntry.js',
      'https://cdn.test/identity/1.2.0/',
    ],
    [
      'no publicPath at all: the same',
      'https://cdn.test/identity/mf-manifest.json',
      manifest({ publicPath: undefined }),
      'https://cdn.test/identity/remoteEntry.js',
      'https://cdn.test/identity/',
    ],
    [
      'a publicPath the manifest names, and an entry in a subfolder',
      'https://cdn.test/identity/mf-manifest.json',
      manifest({
        publicPath: 'https://static.test/identity/',
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
      }),
      'https://static.test/identity/js/remoteEntry.js',
      'https://static.test/identity/',
    ],
    [
      "a manifest on the page's own origin, named by path",
      '/areas/identity/mf-manifest.json',
      manifest(),
      'https://portal.test/areas/identity/remoteEntry.js',
      'https://portal.test/areas/identity/',
    ],
  ])('%s', (_case, manifestUrl, read, entry, base) => {
    expect(locateRemote(manifestUrl, read, PAGE)).toEqual({ entry, base: new URL(base) });
  });

  it('declines a manifest that computes its public path in code (the CSP allows no eval)', () => {
    const read = manifest({ getPublicPath: 'return window.cdn' });
    expect(locateRemote('https://cdn.test/mf-manifest.json', read, PAGE)).toBeNull();
  });
});

describe('isManifestUrl', () => {
  it.each([
    ['https://cdn.test/identity/1.2.0/mf-manifest.json', true],
    ['https://cdn.test/identity/mf-manifest.json?v=2', true],
    ['/identity/mf-manifest.json', true],
    ['https://cdn.test/identity/1.2.0/remoteEntry.js', false],
    ['http://localhost:3012/remoteEntry.js?json', false],
  ])('%s → %s', (entry, expected) => {
    expect(isManifestUrl(entry, PAGE)).toBe(expected);
  });
});
