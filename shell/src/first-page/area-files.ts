// The scripts an area needs first, read from the manifest remotes.json carries for it (ADR 005):
// its remote entry, its exposed module's first files, the chunks of the page the URL shows and
// the shared libraries both consume that only the remote provides. Each script with the hash the
// shell's pins give the same URL later (ADR 006), since a preload is reused only when its
// integrity and CORS mode match the script's; a file without a recorded hash is not preloaded
// (it never runs). Stylesheets as the runtime links them: CORS, no hash.
import type { AreaName } from '@portal/shared-contracts';
import * as v from 'valibot';
import { AREA_EXPOSE } from '../areas/area-expose';
import { scriptPin } from '../areas/script-pins';
import type { RemotesConfig } from '../boot/remotes-config';

const Files = v.object({ sync: v.optional(v.array(v.string()), []) });
const NoFiles = { sync: [] };

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

export type PreloadFile =
  { as: 'script'; href: string; integrity: string } | { as: 'style'; href: string };

export interface FirstPage {
  area: AreaName;
  page: string;
}

/**
 * @param page        the page's URL (a relative entry resolves against it, as the runtime's does)
 * @param shellShared the share keys the shell provides: the runtime runs the shell's copy of
 *   those, so the remote's own is never preloaded (it would download for nothing)
 */
export function areaFiles(
  config: RemotesConfig,
  { area, page: areaPage }: FirstPage,
  page: string,
  shellShared: readonly string[] = [],
): PreloadFile[] {
  const remote = config[area];
  const parsed = v.safeParse(ManifestFilesSchema, remote?.manifest);
  if (!remote || !parsed.success) return [];
  const { metaData, exposes, preload } = parsed.output;
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
  const pageFiles = preload?.pages[areaPage];
  // A library only this remote provides runs from its own copy on the first page: its files
  // come with the page's, as the runtime would fetch them once the page's chunk asked.
  const libraries = [...(preload?.shared ?? []), ...(pageFiles?.shared ?? [])]
    .filter((key) => !shellShared.includes(key))
    .flatMap((key) => preload?.libraries[key] ?? []);
  const scripts = [
    entry,
    ...(expose?.assets.js.sync ?? []),
    ...libraries.flatMap((files) => files.js),
    ...(pageFiles?.js ?? []),
  ];
  const styles = [
    ...(expose?.assets.css.sync ?? []),
    ...libraries.flatMap((files) => files.css),
    ...(pageFiles?.css ?? []),
  ];
  // An entry the shell would refuse to run: nothing of the area loads, its styles neither.
  if (scriptPin(config, new URL(entry, base).href, page).kind !== 'pinned') return [];
  return [
    ...unique(scripts).flatMap((name): PreloadFile[] => {
      const href = new URL(name, base).href;
      const pin = scriptPin(config, href, page);
      return pin.kind === 'pinned' ? [{ as: 'script', href, integrity: pin.integrity }] : [];
    }),
    ...unique(styles).map((name): PreloadFile => ({ as: 'style', href: new URL(name, base).href })),
  ];
}

const unique = (names: string[]) => [...new Set(names)];
