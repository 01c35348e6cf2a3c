/**
 * @jest-environment node
 */
// The node environment: the runtime hands the plugin's answer on as a fetch Response.
import { describe, expect, it } from '@jest/globals';
import { inlinedManifests } from './inlined-manifests';

const MANIFEST_URL = 'http://cdn.test/payments/1.1.0/mf-manifest.json';
const manifest = { name: 'portal_payments', metaData: { remoteEntry: { name: 'remoteEntry.js' } } };

describe('inlinedManifests', () => {
  const plugin = inlinedManifests({
    payments: { entry: MANIFEST_URL, version: '1.1.0', manifest },
    profile: { entry: 'http://cdn.test/profile/2.0.0/mf-manifest.json', version: '2.0.0' },
  });

  it('answers the request for a remote manifest with the copy remotes.json carries', async () => {
    const response = await plugin.fetch?.(MANIFEST_URL, {});
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual(manifest);
  });

  it('lets the runtime fetch a manifest remotes.json does not carry, and anything else', () => {
    expect(plugin.fetch?.('http://cdn.test/profile/2.0.0/mf-manifest.json', {})).toBeUndefined();
    expect(plugin.fetch?.('http://cdn.test/payments/1.1.0/remoteEntry.js', {})).toBeUndefined();
  });
});
