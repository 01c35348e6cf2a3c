import { describe, expect, it } from '@jest/globals';
import type { RemoteConfig } from '../boot/remotes-config';
import { resolveRemote } from './resolve-remote';

const PAGE = 'https://portal.test/#/home/login';
const MANIFEST_URL = 'https://cdn.test/identity/1.2.0/mf-manifest.json';
const MANIFEST = {
  name: 'portal_identity',
  metaData: {
    name: 'portal_identity',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: 'portal_identity',
    publicPath: 'auto',
  },
  exposes: [{ name: 'area', assets: { js: { sync: ['expose.0123456789.js'] } } }],
};
const remote = (over: Partial<RemoteConfig> = {}): RemoteConfig => ({
  entry: MANIFEST_URL,
  version: '1.2.0',
  manifest: MANIFEST,
  ...over,
});

/** A fetch answering from `files` (404 otherwise), recording what was asked (jsdom has no Response). */
function filesFetch(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    const found = url in files;
    return { ok: found, status: found ? 200 : 404, json: async () => files[url] };
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

describe('resolveRemote: the entry the shell registers an area’s remote by', () => {
  it('reads it from the manifest remotes.json carries, with no request', async () => {
    const { asked, fetchImpl } = filesFetch({});
    await expect(resolveRemote(remote(), PAGE, fetchImpl)).resolves.toEqual({
      entry: 'https://cdn.test/identity/1.2.0/remoteEntry.js',
      entryGlobalName: 'portal_identity',
    });
    expect(asked).toEqual([]);
  });

  it('fetches the manifest when remotes.json carries none (an older remotes.json)', async () => {
    const { asked, fetchImpl } = filesFetch({ [MANIFEST_URL]: MANIFEST });
    const resolved = await resolveRemote(remote({ manifest: undefined }), PAGE, fetchImpl);
    expect(resolved.entry).toBe('https://cdn.test/identity/1.2.0/remoteEntry.js');
    expect(asked).toEqual([MANIFEST_URL]);
  });

  it('takes an entry that is a remote entry script as it is (an override may name one)', async () => {
    const { asked, fetchImpl } = filesFetch({});
    const entry = 'http://localhost:3011/remoteEntry.js';
    await expect(
      resolveRemote(remote({ entry, manifest: undefined }), PAGE, fetchImpl),
    ).resolves.toEqual({ entry });
    expect(asked).toEqual([]);
  });

  it.each([
    [
      'the manifest does not answer',
      remote({ manifest: undefined }),
      `${MANIFEST_URL} answered 404`,
    ],
    [
      'the manifest is not one (a hand edit)',
      remote({ manifest: { name: 'portal_identity', metaData: { remoteEntry: 42 } } }),
      `${MANIFEST_URL} is not a remote manifest the portal can read`,
    ],
    [
      'the manifest computes its public path in code',
      remote({
        manifest: { ...MANIFEST, metaData: { ...MANIFEST.metaData, getPublicPath: 'return x' } },
      }),
      `${MANIFEST_URL} computes where its files are (getPublicPath), in code`,
    ],
  ])('fails, saying why, when %s', async (_case, config, message) => {
    await expect(resolveRemote(config, PAGE, filesFetch({}).fetchImpl)).rejects.toThrow(message);
  });
});
