import { describe, expect, it } from '@jest/globals';
import { topology } from '../../scripts/portal-topology.mjs';
import { unservedRemotes, unservedRemotesWarning } from '../../scripts/unserved-remotes.mjs';

// A deploy root's remotes.json against the servers serve-portal starts on a base.
const published = (port) => ({
  identity: { entry: `http://localhost:${port + 1}/0.1.0/mf-manifest.json`, version: '0.1.0' },
  payments: {
    entry: `http://localhost:${port + 2}/0.1.0/mf-manifest.json`,
    version: '0.1.0',
    canary: { entry: `http://localhost:${port + 2}/0.1.1/mf-manifest.json`, version: '0.1.1' },
  },
});

describe('unservedRemotes', () => {
  it('finds nothing when the deploy root was published for this base', () => {
    expect(unservedRemotes(published(7000), topology(7000))).toEqual([]);
  });

  it('names each area, canaries too, published for another base', () => {
    expect(unservedRemotes(published(3000), topology(7000))).toEqual([
      { area: 'identity', named: 'http://localhost:3001', served: 'http://localhost:7001' },
      { area: 'payments', named: 'http://localhost:3002', served: 'http://localhost:7002' },
      { area: 'payments', named: 'http://localhost:3002', served: 'http://localhost:7002' },
    ]);
  });

  it('leaves origins off this machine (a CDN) to the deployment', () => {
    const remotes = { identity: { entry: 'https://cdn.example/identity/mf-manifest.json' } };
    expect(unservedRemotes(remotes, topology(7000))).toEqual([]);
  });

  it('tells how to publish for the ports served', () => {
    const warning = unservedRemotesWarning(
      unservedRemotes(published(3000), topology(7000)),
      '.deploy/remotes.json',
    );
    expect(warning).toContain('identity: remotes.json names http://localhost:3001');
    expect(warning).toContain(
      `PORTAL_REMOTE_ORIGINS='{"identity":"http://localhost:7001","payments":"http://localhost:7002"}'`,
    );
  });
});
