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
import { exposeFiles } from '../first-page/area-files';
import { startFiles } from '../first-page/start-files';
import { AREA_EXPOSE } from './area-expose';
import { corsStylesheets } from './cors-stylesheets';
import { pinnedScripts } from './pinned-scripts';
import { resolveRemote } from './resolve-remote';
import { retryFailedShares } from './retry-failed-shares';

/** The federation container name of each area's remote (set in each remote's webpack config). */
export const containerName = (area: AreaName) => `portal_${area}`;

let registered: RemotesConfig = {};
let reportLoadError: (area: string, error: unknown) => void = () => undefined;
// Each area's remote is registered with the runtime when the area is first loaded (its entry
// read from its manifest); a failed load forgets it, so Retry registers it afresh.
const registrations = new Map<AreaName, Promise<void>>();

export function registerAreaRemotes(
  config: RemotesConfig,
  onLoadError: (area: string, error: unknown) => void,
) {
  registered = config;
  reportLoadError = onLoadError;
  registrations.clear();
  const pins = pinnedScripts(config, {
    enforce: process.env.NODE_ENV === 'production',
    onUnpinned: (url, area) =>
      onLoadError(area ?? url, new Error(`No recorded hash for the script ${url}`)),
  });
  const retry = retryFailedShares();
  registerPlugins([loadErrorReporter(onLoadError), pins, corsStylesheets(), retry]);
  // Each remote's own federation instance is created when its entry runs, with the global
  // plugins: so its chunk loader asks the same pins (tooling/script-integrity-plugin.js), and
  // a shared library whose download failed is downloaded again on the next attempt.
  registerGlobalPlugins([pins, retry]);
}

/** Forgets a failed remote so the next load reads its manifest and fetches its entry again. */
export function resetAreaRemote(area: AreaName) {
  registrations.delete(area);
}

export async function loadAreaExpose(area: AreaName): Promise<unknown> {
  let registration = registrations.get(area);
  if (!registration) {
    registration = registerArea(area);
    registrations.set(area, registration);
  }
  await registration;
  return loadRemote(`${containerName(area)}/${AREA_EXPOSE}`);
}

async function registerArea(area: AreaName): Promise<void> {
  const remote = registered[area];
  if (!remote) throw new Error(`remotes.json names no build for ${area}`);
  const page = window.location.href;
  try {
    const { entry, entryGlobalName } = await resolveRemote(remote, page);
    // The exposed module's files download with the entry, not after it.
    startFiles(document, exposeFiles(registered, area, page));
    // force: a remote registered before (a failed load, then Retry) starts afresh.
    registerRemotes(
      [{ name: containerName(area), entry, ...(entryGlobalName ? { entryGlobalName } : {}) }],
      { force: true },
    );
  } catch (error) {
    reportLoadError(area, error);
    throw error;
  }
}

export function isRegistered(area: AreaName): boolean {
  return Boolean(registered[area]);
}

/** What remotes.json named at boot (the operator status page shows it). */
export function registeredRemotes(): RemotesConfig {
  return registered;
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
