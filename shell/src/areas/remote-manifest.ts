// What the shell reads in a remote's mf-manifest.json (docs/decisions/005): where the remote's
// entry and chunks are, and which files its exposed module and its pages load first. The shell's
// federation runtime reads no manifests (its snapshot machinery is left out of the build), so
// this is the one reader: the boot script's preloads and the shell's registration both use it.
import * as v from 'valibot';

const Files = v.object({ sync: v.optional(v.array(v.string()), []) });
const NoFiles = { sync: [] };

/** The parts of a manifest the portal reads (extra keys are ignored). */
export const RemoteManifestSchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.string(), path: v.string() }),
    // The global the remote entry assigns its container to (the remote's name when absent).
    globalName: v.optional(v.string()),
    publicPath: v.optional(v.string()),
    getPublicPath: v.optional(v.string()),
  }),
  exposes: v.array(
    v.object({
      name: v.string(),
      assets: v.object({ js: Files, css: v.optional(Files, NoFiles) }),
    }),
  ),
  // Written by tooling/page-preload-plugin.js: what the exposed module and each page consume.
  preload: v.optional(
    v.object({
      shared: v.array(v.string()),
      pages: v.record(
        v.string(),
        v.object({
          js: v.array(v.string()),
          css: v.array(v.string()),
          shared: v.array(v.string()),
        }),
      ),
      libraries: v.record(
        v.string(),
        v.object({ js: v.array(v.string()), css: v.array(v.string()) }),
      ),
    }),
  ),
});

export type RemoteManifest = v.InferOutput<typeof RemoteManifestSchema>;

export interface RemoteLocation {
  /** The remote entry's URL. */
  entry: string;
  /** The folder the remote's chunks resolve against. */
  base: URL;
}

/**
 * Where a remote's files are, as the runtime finds them: publicPath 'auto' is the manifest's
 * folder. Null for a manifest that computes its public path in code (getPublicPath), which the
 * runtime would have to evaluate and the portal's CSP forbids.
 * @param manifestUrl where the manifest is (remotes.json's `entry`)
 * @param page        the page's URL, against which a relative `manifestUrl` resolves
 */
export function locateRemote(
  manifestUrl: string,
  { metaData }: RemoteManifest,
  page: string,
): RemoteLocation | null {
  if (metaData.getPublicPath) return null;
  const at = new URL(manifestUrl, page);
  const base =
    metaData.publicPath && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, at)
      : new URL('.', at);
  const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
  return { entry: new URL(entry, base).href, base };
}

/** Whether remotes.json's `entry` names a manifest (a .json file, the runtime's own test). */
export function isManifestUrl(entry: string, page: string): boolean {
  return new URL(entry, page).pathname.endsWith('.json');
}
