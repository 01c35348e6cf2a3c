// remotes.json may carry each remote's mf-manifest.json (written by scripts/deploy), so the
// federation runtime does not spend a round trip fetching it before the remote entry
// (docs/decisions/005). A runtime plugin, like the load-error reporter: no React here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '../boot/remotes-config';

/**
 * Answers the runtime's request for a remote's manifest with the copy remotes.json carries,
 * so the manifest costs no round trip of its own; any other request goes to the network.
 */
export function inlinedManifests(config: RemotesConfig): ModuleFederationRuntimePlugin {
  const manifests = new Map<string, string>();
  for (const remote of Object.values(config))
    if (remote?.manifest) manifests.set(remote.entry, JSON.stringify(remote.manifest));
  return {
    name: 'portal-inlined-manifests',
    fetch(url) {
      const manifest = manifests.get(url);
      if (manifest === undefined) return undefined;
      return Promise.resolve(
        new Response(manifest, { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
