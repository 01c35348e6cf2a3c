import { describe, expect, it } from '@jest/globals';
import { checkOverride } from './check-override';
import { fakeJsonNetwork as network } from '../testing/fake-json-network';
import { hash } from '../testing/failures-and-pins';

const POLICY = { enabled: true, origins: ['http://localhost:*'] };

function manifest({ name = 'portal_payments', contract = '1.2.0', version = '0.1.0' } = {}) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: version, buildName: '@portal/mfe-payments' } },
    shared: [
      { name: 'react', version: '19.2.0' },
      { name: '@portal/shared-contracts', version: contract },
    ],
    exposes: [],
  };
}

const check = (url: string, files: Record<string, unknown>, host = '1.2.0') =>
  checkOverride({ area: 'payments', url, policy: POLICY, hostContract: host, ...network(files) });

describe('checkOverride: an override is used only if the deployment and the contract allow it', () => {
  it('accepts a locally served build’s entry, reading its contract from the manifest beside it', async () => {
    const integrity = { 'remoteEntry.js': hash('a') };
    const result = await check('http://localhost:3012/remoteEntry.js', {
      'http://localhost:3012/mf-manifest.json': manifest({ version: '0.2.0-local' }),
      'http://localhost:3012/integrity.json': integrity,
    });
    expect(result).toEqual({
      ok: true,
      remote: {
        entry: 'http://localhost:3012/remoteEntry.js',
        version: '0.2.0-local',
        contractVersion: '1.2.0',
        integrity,
        override: true,
      },
    });
  });

  it('refuses a development build, which publishes no script hashes', async () => {
    const result = await check('http://localhost:3012/remoteEntry.js', {
      'http://localhost:3012/mf-manifest.json': manifest(),
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Refused: that build publishes no script hashes (integrity.json): a development build cannot run in a deployed portal. Serve a production build (webpack serve --mode production).',
    });
  });

  it('accepts a published copy’s manifest and pins its scripts to its own integrity.json', async () => {
    const integrity = { 'remoteEntry.js': hash('a') };
    const result = await check('http://localhost:5412/0.1.0/mf-manifest.json', {
      'http://localhost:5412/0.1.0/mf-manifest.json': manifest({ contract: '1.1.0' }),
      'http://localhost:5412/0.1.0/integrity.json': integrity,
    });
    expect(result).toMatchObject({
      ok: true,
      remote: { entry: 'http://localhost:5412/0.1.0/mf-manifest.json', integrity },
    });
  });

  it('refuses a build made against an incompatible contract, as promote does', async () => {
    const result = await check('http://localhost:3012/mf-manifest.json', {
      'http://localhost:3012/mf-manifest.json': manifest({ contract: '2.0.0' }),
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Refused: that payments build was made against shared-contracts 2.0.0; this portal provides 1.2.0.',
    });
  });

  it('refuses a newer contract minor than the shell provides', async () => {
    const result = await check(
      'http://localhost:3012/mf-manifest.json',
      { 'http://localhost:3012/mf-manifest.json': manifest({ contract: '1.3.0' }) },
      '1.2.0',
    );
    expect(result.ok).toBe(false);
  });

  it('refuses another area’s remote', async () => {
    const result = await check('http://localhost:3013/mf-manifest.json', {
      'http://localhost:3013/mf-manifest.json': manifest({ name: 'portal_servicing' }),
    });
    expect(result).toEqual({
      ok: false,
      message: 'Refused: that build is portal_servicing, not the payments remote.',
    });
  });

  it('refuses a build whose manifest cannot be read', async () => {
    const result = await check('http://localhost:3012/remoteEntry.js', {});
    expect(result).toEqual({
      ok: false,
      message:
        'Refused: http://localhost:3012/mf-manifest.json did not answer with a remote manifest, so its contract version is unknown.',
    });
  });

  it('refuses an origin the deployment does not list, without asking it anything', async () => {
    const { fetchImpl, asked } = network({});
    const result = await checkOverride({
      area: 'payments',
      url: 'https://cdn.evil.test/remoteEntry.js',
      policy: POLICY,
      fetchImpl,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Refused: this deployment allows overrides only from http://localhost:*.',
    });
    expect(asked).toEqual([]);
  });

  it('refuses everything when the deployment does not enable overrides', async () => {
    const { fetchImpl, asked } = network({});
    const result = await checkOverride({
      area: 'payments',
      url: 'http://localhost:3012/remoteEntry.js',
      policy: { enabled: false, origins: [] },
      fetchImpl,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Refused: this deployment does not allow overrides.',
    });
    expect(asked).toEqual([]);
  });
});
