// A shared library whose download failed (a dropped connection, a release replaced mid-visit)
// stays failed in the federation runtime: it keeps the rejected promise as the library's
// `loading`, so every later part that needs the library fails too, Try again included, until
// the page is reloaded. Before a share is loaded, this plugin waits for a load still under way
// and forgets one that failed, so the runtime downloads it again (webpack's chunk loader retries
// a chunk that failed). Registered for the shell and, as a global plugin, for every remote.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ShareEntry {
  loading?: PromiseLike<unknown> | null;
  loaded?: boolean;
  treeShaking?: ShareEntry;
}

type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>> | undefined>;

export function retryFailedShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-failed-shares',
    async beforeLoadShare(args) {
      await forgetFailedLoads(args.origin.shareScopeMap as ShareScopes, args.pkgName);
      return args;
    },
  };
}

/** Clears `loading` on every copy of `pkgName` whose load has failed. */
export async function forgetFailedLoads(scopes: ShareScopes, pkgName: string): Promise<void> {
  const entries = Object.values(scopes)
    .flatMap((scope) => Object.values(scope?.[pkgName] ?? {}))
    .flatMap((entry) => (entry.treeShaking ? [entry, entry.treeShaking] : [entry]));
  await Promise.all(
    entries.map(async (entry) => {
      const { loading } = entry;
      if (!loading || entry.loaded) return;
      const failed = await Promise.resolve(loading).then(
        () => false,
        () => true,
      );
      if (failed && entry.loading === loading) entry.loading = null;
    }),
  );
}
