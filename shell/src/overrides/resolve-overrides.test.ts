import { beforeEach, describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { saveOverride } from './override-store';
import { resolveOverrides } from './resolve-overrides';
import { fakeJsonNetwork as network } from '../testing/fake-json-network';

const LIVE: RemotesConfig = {
  payments: { entry: 'http://127.0.0.1:5602/0.1.0/mf-manifest.json', version: '0.1.0' },
  profile: { entry: 'http://127.0.0.1:5604/0.1.0/mf-manifest.json', version: '0.1.0' },
};
const INTEGRITY = { 'remoteEntry.js': `sha384-${'a'.repeat(64)}` };
const DEV_MANIFEST = {
  name: 'portal_payments',
  metaData: { buildInfo: { buildVersion: '0.2.0' } },
  shared: [{ name: '@portal/shared-contracts', version: '2.0.0' }],
};

beforeEach(() => window.localStorage.clear());

describe('resolveOverrides at boot', () => {
  it('asks nothing when this browser has no override (every production load)', async () => {
    const { fetchImpl, asked } = network({});
    expect(await resolveOverrides(LIVE, fetchImpl)).toEqual({ remotes: LIVE, active: [] });
    expect(asked).toEqual([]);
  });

  it('points the overridden area at its build; the other areas keep the published one', async () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    const { fetchImpl } = network({
      'remote-overrides.json': { enabled: true, origins: ['http://localhost:*'] },
      'http://localhost:3012/mf-manifest.json': DEV_MANIFEST,
      'http://localhost:3012/integrity.json': INTEGRITY,
    });
    const { remotes, active } = await resolveOverrides(LIVE, fetchImpl);
    expect(remotes.payments).toEqual({
      entry: 'http://localhost:3012/remoteEntry.js',
      version: '0.2.0',
      contractVersion: '2.0.0',
      integrity: INTEGRITY,
      override: true,
    });
    expect(remotes.profile).toBe(LIVE.profile);
    expect(active).toEqual([{ area: 'payments', url: 'http://localhost:3012/remoteEntry.js' }]);
  });

  it.each([
    ['the deployment does not enable overrides', { enabled: false, origins: [] }],
    ['the deployment answers no policy (a shell served without one)', undefined],
  ])('ignores a stored override when %s', async (_, policy) => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    const { fetchImpl, asked } = network({
      ...(policy ? { 'remote-overrides.json': policy } : {}),
      'http://localhost:3012/mf-manifest.json': DEV_MANIFEST,
      'http://localhost:3012/integrity.json': INTEGRITY,
    });
    expect(await resolveOverrides(LIVE, fetchImpl)).toEqual({ remotes: LIVE, active: [] });
    expect(asked).toEqual(['remote-overrides.json']);
  });

  it('ignores a stored override whose build is no longer compatible', async () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    const { fetchImpl } = network({
      'remote-overrides.json': { enabled: true, origins: ['http://localhost:*'] },
      'http://localhost:3012/mf-manifest.json': {
        ...DEV_MANIFEST,
        shared: [{ name: '@portal/shared-contracts', version: '3.0.0' }],
      },
      'http://localhost:3012/integrity.json': INTEGRITY,
    });
    expect(await resolveOverrides(LIVE, fetchImpl)).toEqual({ remotes: LIVE, active: [] });
  });
});
