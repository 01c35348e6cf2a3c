import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SESSION_STORAGE_KEY } from '@portal/shared-contracts';
import { RELEASE_BUCKET_KEY } from '../boot/release-choice';
import { fetchRemotesConfig } from '../boot/remotes-config';
import { takeRemotesResponse } from '../boot/remotes-handoff';
import { preloadArea } from './preload-area';
import { hash } from '../testing/failures-and-pins';

const remote = (area: string, letter: string) => ({
  entry: `https://${area}.test/mf-manifest.json`,
  version: '1.0.0',
  manifest: {
    name: `portal_${area}`,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ name: 'area', assets: { js: { sync: ['expose.0123456789.js'], async: [] } } }],
  },
  integrity: { 'remoteEntry.js': hash(letter), 'expose.0123456789.js': hash(letter.toUpperCase()) },
});
const REMOTES = { identity: remote('identity', 'a'), servicing: remote('servicing', 'b') };

/** A fetch answering remotes.json, counting its calls (jsdom has no Response). */
function remotesFetch(body: unknown, status = 200) {
  const calls: string[] = [];
  const options: (RequestInit | undefined)[] = [];
  const answer = (): Response =>
    ({ ok: status === 200, status, json: async () => body, clone: answer }) as unknown as Response;
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push(url);
    options.push(init);
    return answer();
  }) as unknown as typeof fetch;
  return { calls, options, fetchImpl };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    integrity: link.getAttribute('integrity'),
  }));

describe('preloadArea: the page boot script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    sessionStorage.clear();
    takeRemotesResponse();
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it("preloads the URL's area, pinned and CORS like the scripts that use the files", async () => {
    window.location.hash = '#/myaccount/dashboard';
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userToken: 't' }));
    await preloadArea(document, remotesFetch(REMOTES).fetchImpl);
    expect(preloads()).toEqual([
      {
        href: 'https://servicing.test/remoteEntry.js',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: hash('b'),
      },
      {
        href: 'https://servicing.test/expose.0123456789.js',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: hash('B'),
      },
    ]);
  });

  it.each([
    ['3', 'canary.test'],
    ['60', 'servicing.test'],
  ])('a browser in bucket %s preloads the build it runs (%s)', async (bucket, host) => {
    window.location.hash = '#/myaccount/dashboard';
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userToken: 't' }));
    localStorage.setItem(RELEASE_BUCKET_KEY, bucket);
    const canary = { ...remote('canary', 'c'), version: '1.0.1', percent: 50 };
    const config = { ...REMOTES, servicing: { ...REMOTES.servicing, canary } };
    await preloadArea(document, remotesFetch(config).fetchImpl);
    localStorage.clear();
    expect(preloads().map((link) => new URL(link.href ?? '').host)).toEqual([host, host]);
  });

  it("preloads the URL's page and the libraries only its area provides, stylesheets with CORS", async () => {
    window.location.hash = '#/myaccount/loanDetails/00011002347';
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userToken: 't' }));
    const servicing = remote('servicing', 'b');
    const config = {
      servicing: {
        ...servicing,
        manifest: {
          ...servicing.manifest,
          preload: {
            shared: [],
            pages: {
              loanDetails: {
                js: ['page.1111111111.js'],
                css: ['page.1111111111.css'],
                shared: ['luxon', 'react'],
              },
            },
            libraries: {
              luxon: { js: ['luxon.2222222222.js'], css: [] },
              react: { js: ['react.3333333333.js'], css: [] },
            },
          },
        },
        integrity: {
          ...servicing.integrity,
          'page.1111111111.js': hash('p'),
          'luxon.2222222222.js': hash('l'),
          'react.3333333333.js': hash('r'),
        },
      },
    };
    await preloadArea(document, remotesFetch(config).fetchImpl, ['react']);
    expect(preloads().slice(2)).toEqual([
      {
        href: 'https://servicing.test/luxon.2222222222.js',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: hash('l'),
      },
      {
        href: 'https://servicing.test/page.1111111111.js',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: hash('p'),
      },
      // As the area's runtime links it: CORS, no hash (the stylesheets are not pinned).
      {
        href: 'https://servicing.test/page.1111111111.css',
        as: 'style',
        crossorigin: 'anonymous',
        integrity: null,
      },
    ]);
  });

  it('preloads the login page’s area for a signed-in URL in a tab without a session', async () => {
    window.location.hash = '#/myaccount/dashboard';
    await preloadArea(document, remotesFetch(REMOTES).fetchImpl);
    expect(preloads().map((p) => p.href)).toEqual([
      'https://identity.test/remoteEntry.js',
      'https://identity.test/expose.0123456789.js',
    ]);
  });

  it('hands its remotes.json request to the shell, which does not ask again', async () => {
    window.location.hash = '#/home/login';
    const boot = remotesFetch(REMOTES);
    await preloadArea(document, boot.fetchImpl);
    const shell = remotesFetch({});
    const config = await fetchRemotesConfig(shell.fetchImpl);
    expect(Object.keys(config)).toEqual(['identity', 'servicing']);
    expect(boot.calls).toEqual(['remotes.json']);
    expect(shell.calls).toEqual([]);
    // Once: a later load (a retry) asks the network.
    await fetchRemotesConfig(shell.fetchImpl);
    expect(shell.calls).toEqual(['remotes.json']);
  });

  // The page's <link rel=preload as=fetch crossorigin> answers it only when the request matches:
  // Firefox and WebKit ask again for a fetch with a cache mode of its own (docs/decisions/005).
  it("asks for remotes.json as the page's preload did: no cache mode or headers of its own", async () => {
    window.location.hash = '#/home/login';
    const boot = remotesFetch(REMOTES);
    await preloadArea(document, boot.fetchImpl);
    expect(boot.options).toEqual([undefined]);
  });

  it('preloads nothing when remotes.json fails, and the shell still sees the failure', async () => {
    window.location.hash = '#/home/login';
    await preloadArea(document, remotesFetch({}, 503).fetchImpl);
    expect(preloads()).toEqual([]);
    await expect(fetchRemotesConfig(remotesFetch(REMOTES).fetchImpl)).rejects.toThrow(
      'remotes.json answered 503',
    );
  });

  it.each([
    ['an area without an entry', { identity: { version: '1.0.0' } }],
    ['hashes that are not text', { identity: { ...REMOTES.identity, integrity: [1, 2] } }],
    ['an entry that is no URL', { identity: { ...REMOTES.identity, entry: 'https://' } }],
    ['a manifest that is not one', { identity: { ...REMOTES.identity, manifest: 'x' } }],
    [
      'a manifest without its remote entry',
      { identity: { ...REMOTES.identity, manifest: { metaData: {}, exposes: [] } } },
    ],
    [
      'a hash that is a number',
      { identity: { ...REMOTES.identity, integrity: { 'remoteEntry.js': 5 } } },
    ],
    ['a list instead of areas', [REMOTES.identity]],
  ])('preloads nothing, and does not fail, for a remotes.json with %s', async (_case, body) => {
    window.location.hash = '#/home/login';
    await expect(preloadArea(document, remotesFetch(body).fetchImpl)).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
