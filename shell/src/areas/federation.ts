// The shell's side of Module Federation: register the remotes named in remotes.json and load
// an area's module on demand. Nothing here imports React: the runtime plugin runs outside it.
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { AreaName } from '@portal/shared-contracts';
import type { RemotesConfig } from '../boot/remotes-config';
import { AREA_EXPOSE } from './area-expose';
import { corsStylesheets } from './cors-stylesheets';
import { inlinedManifests } from './inlined-manifests';
import { pinnedScripts } from './pinned-scripts';
import { retryFailedShares } from './retry-failed-shares';

/** The federation container name of each area's remote (set in each remote's webpack config). */
export const containerName = (area: AreaName) => `portal_${area}`;

let registered: RemotesConfig = {};

export function registerAreaRemotes(
  config: RemotesConfig,
  onLoadError: (area: string, error: unknown) => void,
) {
  registered = config;
  const pins = pinnedScripts(config, {
    enforce: process.env.NODE_ENV === 'production',
    onUnpinned: (url, area) =>
      onLoadError(area ?? url, new Error(`No recorded hash for the script ${url}`)),
  });
  const retry = retryFailedShares();
  registerPlugins([
    loadErrorReporter(onLoadError),
    inlinedManifests(config),
    pins,
    corsStylesheets(),
    retry,
  ]);
  // Each remote's own federation instance is created when its entry runs, with the global
  // plugins: so its chunk loader asks the same pins (tooling/script-integrity-plugin.js), and
  // a shared library whose download failed is downloaded again on the next attempt.
  registerGlobalPlugins([pins, retry]);
  registerRemotes(remotesOf(config));
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetAreaRemote(area: AreaName) {
  const remote = remotesOf(registered).find((r) => r.name === containerName(area));
  if (remote) registerRemotes([remote], { force: true });
}

export function loadAreaExpose(area: AreaName): Promise<unknown> {
  return loadRemote(`${containerName(area)}/${AREA_EXPOSE}`);
}

export function isRegistered(area: AreaName): boolean {
  return Boolean(registered[area]);
}

/** What remotes.json named at boot (the operator status page shows it). */
export function registeredRemotes(): RemotesConfig {
  return registered;
}

function remotesOf(config: RemotesConfig) {
  return Object.entries(config).map(([area, remote]) => ({
    name: containerName(area as AreaName),
    entry: remote.entry,
  }));
}

function loadErrorReporter(
  report: (area: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-error-reporter',
    errorLoadRemote({ id, error, lifecycle }) {
      // Seen once per failure at 'onLoad'; the area's boundary shows the fallback.
      if (lifecycle === 'onLoad') report(String(id), error);
      return undefined;
    },
  };
}
