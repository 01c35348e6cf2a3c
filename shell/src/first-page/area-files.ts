// The scripts an area needs first, read from the manifest remotes.json carries for it (ADR 005):
// its remote entry and the first chunks of its exposed module. Each with the hash the shell's
// pins give the same URL later (ADR 006), since a preload is reused only when its integrity and
// CORS mode match the script's; a file without a recorded hash is not preloaded (it never runs).
import type { AreaName } from '@portal/shared-contracts';
import * as v from 'valibot';
import { AREA_EXPOSE } from '../areas/area-expose';
import { scriptPin } from '../areas/script-pins';
import type { RemotesConfig } from '../boot/remotes-config';

/** The part of an mf-manifest.json that names the first files (extra keys are ignored). */
const ManifestFilesSchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.string(), path: v.string() }),
    publicPath: v.optional(v.string()),
    getPublicPath: v.optional(v.string()),
  }),
  exposes: v.array(
    v.object({
      name: v.string(),
      assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }),
    }),
  ),
});

export interface PreloadFile {
  href: string;
  integrity: string;
}

/**
 * @param page the page's URL (a relative entry resolves against it, as the runtime's does)
 */
export function areaFiles(config: RemotesConfig, area: AreaName, page: string): PreloadFile[] {
  const remote = config[area];
  const parsed = v.safeParse(ManifestFilesSchema, remote?.manifest);
  if (!remote || !parsed.success) return [];
  const { metaData, exposes } = parsed.output;
  // Where the runtime resolves the files: publicPath 'auto' is the manifest's folder. A
  // getPublicPath is code the runtime evaluates; the boot script does not guess it.
  if (metaData.getPublicPath) return [];
  const entryUrl = new URL(remote.entry, page);
  const base =
    metaData.publicPath && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, entryUrl)
      : new URL('.', entryUrl);
  const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
  const expose = exposes.find((e) => e.name === AREA_EXPOSE);
  return [entry, ...(expose?.assets.js.sync ?? [])].flatMap((name) => {
    const href = new URL(name, base).href;
    const pin = scriptPin(config, href, page);
    return pin.kind === 'pinned' ? [{ href, integrity: pin.integrity }] : [];
  });
}
