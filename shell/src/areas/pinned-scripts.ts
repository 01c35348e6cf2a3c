// The runtime plugin that gives every script the federation runtime injects (remote entries)
// and every chunk a remote's webpack runtime loads (it asks this same createScript hook: see
// tooling/script-integrity-plugin.js, webpack/webpack#14310) its `integrity` and `crossorigin`.
// No React here: it runs inside the federation runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '../boot/remotes-config';
import { scriptPin } from './script-pins';

/**
 * A valid SHA-384 digest no script has: the browser fetches the script and refuses to run it.
 * The same value as tooling/script-integrity-plugin.js, which fails a remote's chunk closed.
 */
export const UNMATCHABLE_INTEGRITY = `sha384-${'A'.repeat(64)}`;

export interface PinOptions {
  /** Production: a script without a recorded hash is not run. Dev servers publish no hashes. */
  enforce: boolean;
  /** Told of each script refused for want of a hash (the shell reports it). */
  onUnpinned(url: string, area: string | null): void;
  /** The page's URL (tests give their own). */
  page?: () => string;
}

export function pinnedScripts(
  config: RemotesConfig,
  { enforce, onUnpinned, page = () => window.location.href }: PinOptions,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-pinned-scripts',
    createScript({ url }) {
      const pin = scriptPin(config, url, page());
      if (pin.kind === 'own') return undefined;
      if (pin.kind === 'unpinned') {
        if (!enforce) return undefined;
        onUnpinned(url, pin.area);
      }
      const script = document.createElement('script');
      script.src = url;
      script.setAttribute(
        'integrity',
        pin.kind === 'pinned' ? pin.integrity : UNMATCHABLE_INTEGRITY,
      );
      script.setAttribute('crossorigin', 'anonymous');
      return script;
    },
  };
}
