import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { areaFiles } from './area-files';

const PAGE = 'https://portal.test/#/myaccount/dashboard';
const hash = (c: string) => `sha384-${c.repeat(64)}`;
const manifest = (extra: Record<string, unknown> = {}) => ({
  name: 'portal_servicing',
  metaData: {
    name: 'portal_servicing',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
    ...extra,
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'portal_servicing:area',
      name: 'area',
      path: './area',
      assets: {
        js: { sync: ['__federation_expose_area.0123456789.js'], async: ['529.aaaaaaaaaa.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
});
const servicing = (over: Partial<NonNullable<RemotesConfig['servicing']>> = {}): RemotesConfig => ({
  servicing: {
    entry: 'https://cdn.test/mfe-servicing/1.2.0/mf-manifest.json',
    version: '1.2.0',
    manifest: manifest(),
    integrity: {
      'remoteEntry.js': hash('a'),
      '__federation_expose_area.0123456789.js': hash('b'),
      '529.aaaaaaaaaa.js': hash('c'),
    },
    ...over,
  },
});

describe('areaFiles: what the boot script preloads for an area', () => {
  it("names the remote entry and the exposed module's first chunk, with their recorded hashes", () => {
    expect(areaFiles(servicing(), 'servicing', PAGE)).toEqual([
      { href: 'https://cdn.test/mfe-servicing/1.2.0/remoteEntry.js', integrity: hash('a') },
      {
        href: 'https://cdn.test/mfe-servicing/1.2.0/__federation_expose_area.0123456789.js',
        integrity: hash('b'),
      },
    ]);
  });

  it('leaves the lazy page chunks to the page that needs them', () => {
    const hrefs = areaFiles(servicing(), 'servicing', PAGE).map((f) => f.href);
    expect(hrefs.some((href) => href.endsWith('529.aaaaaaaaaa.js'))).toBe(false);
  });

  it('follows a publicPath the manifest names, and a remote entry in a subfolder', () => {
    const config = servicing({
      manifest: manifest({
        publicPath: 'https://static.test/servicing/',
        remoteEntry: { name: 'remoteEntry.js', path: 'js', type: 'global' },
      }),
      entry: 'https://static.test/servicing/mf-manifest.json',
      integrity: { 'js/remoteEntry.js': hash('d') },
    });
    expect(areaFiles(config, 'servicing', PAGE)).toEqual([
      { href: 'https://static.test/servicing/js/remoteEntry.js', integrity: hash('d') },
    ]);
  });

  it.each([
    ['the area is not in remotes.json', {}],
    ['remotes.json carries no manifest for it', servicing({ manifest: undefined })],
    [
      'no hashes were recorded (the shell would refuse the scripts)',
      servicing({ integrity: undefined }),
    ],
    [
      'the manifest computes its public path in code',
      servicing({ manifest: manifest({ getPublicPath: 'return window.cdn' }) }),
    ],
    [
      'the manifest is not one (a hand edit)',
      servicing({ manifest: { name: 'x', metaData: { remoteEntry: 42 } } }),
    ],
  ])('preloads nothing when %s', (_why, config) => {
    expect(areaFiles(config as RemotesConfig, 'servicing', PAGE)).toEqual([]);
  });
});
