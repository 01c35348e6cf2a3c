import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { areaFiles, exposeFiles } from './area-files';
import { hash } from '../testing/failures-and-pins';

const PAGE = 'https://portal.test/#/myaccount/dashboard';
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
        css: { sync: ['__federation_expose_area.0123456789.css'], async: [] },
      },
    },
  ],
  // As tooling/page-preload-plugin.js writes it.
  preload: {
    shared: ['@tanstack/react-query', 'react'],
    pages: {
      dashboard: { js: ['529.aaaaaaaaaa.js', 'page-dashboard.1111111111.js'], css: [], shared: [] },
      loanDetails: {
        js: ['529.aaaaaaaaaa.js', 'page-loanDetails.2222222222.js'],
        css: ['page-loanDetails.2222222222.css'],
        shared: ['luxon', 'react-router'],
      },
    },
    libraries: {
      '@tanstack/react-query': { js: ['853.3333333333.js'], css: [] },
      luxon: { js: ['561.4444444444.js'], css: [] },
      react: { js: ['923.5555555555.js'], css: [] },
      'react-router': { js: ['26.6666666666.js'], css: [] },
    },
  },
});
const FILES = [
  'remoteEntry.js',
  '__federation_expose_area.0123456789.js',
  '529.aaaaaaaaaa.js',
  'page-dashboard.1111111111.js',
  'page-loanDetails.2222222222.js',
  '853.3333333333.js',
  '561.4444444444.js',
  '923.5555555555.js',
  '26.6666666666.js',
];
const pins = Object.fromEntries(FILES.map((file, i) => [file, hash(String.fromCharCode(97 + i))]));
const BASE = 'https://cdn.test/mfe-servicing/1.2.0/';
const script = (file: string) => ({ as: 'script', href: `${BASE}${file}`, integrity: pins[file] });
const style = (file: string) => ({ as: 'style', href: `${BASE}${file}` });
const DASHBOARD = { area: 'servicing', page: 'dashboard' } as const;
const LOAN_DETAILS = { area: 'servicing', page: 'loanDetails' } as const;
/** What the shell provides (its build names it): React and the router, not the others. */
const SHELL_SHARED = ['react', 'react-router'];
const servicing = (over: Partial<NonNullable<RemotesConfig['servicing']>> = {}): RemotesConfig => ({
  servicing: {
    entry: 'https://cdn.test/mfe-servicing/1.2.0/mf-manifest.json',
    version: '1.2.0',
    manifest: manifest(),
    integrity: pins,
    ...over,
  },
});

describe('areaFiles: what the boot script preloads for an area', () => {
  it("names the remote entry, the exposed module's files and the page's chunks, scripts with their recorded hashes", () => {
    expect(areaFiles(servicing(), DASHBOARD, PAGE, SHELL_SHARED)).toEqual([
      { ...script('remoteEntry.js'), entry: true },
      script('__federation_expose_area.0123456789.js'),
      script('853.3333333333.js'),
      script('529.aaaaaaaaaa.js'),
      script('page-dashboard.1111111111.js'),
      style('__federation_expose_area.0123456789.css'),
    ]);
  });

  it('adds the libraries the page consumes that only the remote provides, and its styles', () => {
    const hrefs = areaFiles(servicing(), LOAN_DETAILS, PAGE, SHELL_SHARED).map((f) => f.href);
    expect(hrefs).toContain(`${BASE}561.4444444444.js`);
    expect(hrefs).toContain(`${BASE}page-loanDetails.2222222222.css`);
    // The shell's React and router run, so the remote's copies would download for nothing.
    expect(hrefs).not.toContain(`${BASE}923.5555555555.js`);
    expect(hrefs).not.toContain(`${BASE}26.6666666666.js`);
  });

  it("leaves other pages' chunks to the pages that need them, and names each file once", () => {
    const hrefs = areaFiles(servicing(), DASHBOARD, PAGE, SHELL_SHARED).map((f) => f.href);
    expect(hrefs.some((href) => href.includes('page-loanDetails'))).toBe(false);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("preloads only the entry and the exposed module's files for a page the manifest does not name", () => {
    const page = { area: 'servicing', page: 'faq' } as const;
    expect(areaFiles(servicing(), page, PAGE, SHELL_SHARED).map((f) => f.href)).toEqual([
      `${BASE}remoteEntry.js`,
      `${BASE}__federation_expose_area.0123456789.js`,
      `${BASE}853.3333333333.js`,
      `${BASE}__federation_expose_area.0123456789.css`,
    ]);
  });

  it('preloads no script whose hash the release did not record (the shell would refuse it)', () => {
    const { ['page-dashboard.1111111111.js']: _unrecorded, ...recorded } = pins;
    const hrefs = areaFiles(servicing({ integrity: recorded }), DASHBOARD, PAGE).map((f) => f.href);
    expect(hrefs).toContain(`${BASE}529.aaaaaaaaaa.js`);
    expect(hrefs).not.toContain(`${BASE}page-dashboard.1111111111.js`);
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
    expect(areaFiles(config, { area: 'servicing', page: 'faq' }, PAGE)).toEqual([
      {
        as: 'script',
        href: 'https://static.test/servicing/js/remoteEntry.js',
        integrity: hash('d'),
        entry: true,
      },
      {
        as: 'style',
        href: 'https://static.test/servicing/__federation_expose_area.0123456789.css',
      },
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
    expect(areaFiles(config as RemotesConfig, DASHBOARD, PAGE)).toEqual([]);
  });
});

describe('exposeFiles: what the shell starts with an area it is about to load', () => {
  it("names the exposed module's own files, with their recorded hashes (the runtime asks for the entry)", () => {
    expect(exposeFiles(servicing(), 'servicing', PAGE)).toEqual([
      script('__federation_expose_area.0123456789.js'),
      style('__federation_expose_area.0123456789.css'),
    ]);
  });

  it('preloads nothing for an area remotes.json carries no manifest for', () => {
    expect(exposeFiles(servicing({ manifest: undefined }), 'servicing', PAGE)).toEqual([]);
  });
});
