// The scripts an area needs first, read from the manifest remotes.json carries for it (ADR 005):
// its remote entry, its exposed module's first files, the chunks of the page the URL shows and
// the shared libraries both consume that only the remote provides. Each script with the hash the
// shell's pins give the same URL later (ADR 006), since a preload is reused only when its
// integrity and CORS mode match the script's; a file without a recorded hash is not preloaded
// (it never runs). Stylesheets as the runtime links them: CORS, no hash.
import type { AreaName } from '@portal/shared-contracts';
import * as v from 'valibot';
import { AREA_EXPOSE } from '../areas/area-expose';
import { locateRemote, RemoteManifestSchema, type RemoteManifest } from '../areas/remote-manifest';
import { scriptPin } from '../areas/script-pins';
import type { RemoteFilesConfig } from '../boot/remotes-config';

export type PreloadFile =
  { as: 'script'; href: string; integrity: string; entry?: true } | { as: 'style'; href: string };

export interface FirstPage {
  area: AreaName;
  page: string;
}

interface Wanted {
  scripts: string[];
  styles: string[];
}

/**
 * What the boot script preloads for the page the URL shows.
 * @param page        the page's URL (a relative entry resolves against it, as the runtime's does)
 * @param shellShared the share keys the shell provides: the runtime runs the shell's copy of
 *   those, so the remote's own is never preloaded (it would download for nothing)
 */
export function areaFiles(
  config: RemoteFilesConfig,
  { area, page: areaPage }: FirstPage,
  page: string,
  shellShared: readonly string[] = [],
): PreloadFile[] {
  const manifest = manifestAsWritten(config[area]?.manifest);
  return pinnedFiles(config, area, page, manifest, ({ preload }, expose, entry) => {
    const pageFiles = preload?.pages[areaPage];
    // A library only this remote provides runs from its own copy on the first page: its files
    // come with the page's, as the runtime would fetch them once the page's chunk asked.
    const libraries = [...(preload?.shared ?? []), ...(pageFiles?.shared ?? [])]
      .filter((key) => !shellShared.includes(key))
      .flatMap((key) => preload?.libraries[key] ?? []);
    return {
      scripts: [
        entry,
        ...expose.scripts,
        ...libraries.flatMap((files) => files.js),
        ...(pageFiles?.js ?? []),
      ],
      styles: [
        ...expose.styles,
        ...libraries.flatMap((files) => files.css),
        ...(pageFiles?.css ?? []),
      ],
    };
  });
}

/**
 * The exposed module's own files, for an area the shell is about to load after the first page:
 * the runtime asks for the remote entry itself, and for these only once the entry has run.
 */
export function exposeFiles(
  config: RemoteFilesConfig,
  area: AreaName,
  page: string,
): PreloadFile[] {
  const parsed = v.safeParse(RemoteManifestSchema, config[area]?.manifest);
  return pinnedFiles(
    config,
    area,
    page,
    parsed.success ? parsed.output : null,
    (_, expose) => expose,
  );
}

/**
 * The manifest remotes.json carries, as the boot script reads it: where the remote entry is and
 * the list of exposed modules, checked by hand. It only names files to download early, each
 * script with the hash remotes.json records for it, and the shell checks the whole file with its
 * schemas before it runs any of it; a manifest of another shape makes the reading throw, and the
 * boot script then preloads nothing. valibot here would cost every first page 1.1 kB brotli.
 */
function manifestAsWritten(raw: unknown): RemoteManifest | null {
  const manifest = raw as RemoteManifest | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  return typeof entry?.name === 'string' &&
    typeof entry.path === 'string' &&
    Array.isArray(manifest?.exposes)
    ? manifest
    : null;
}

function pinnedFiles(
  config: RemoteFilesConfig,
  area: AreaName,
  page: string,
  manifest: RemoteManifest | null,
  /** The files to name: file names beside the manifest, or the remote entry's URL itself. */
  want: (manifest: RemoteManifest, expose: Wanted, entry: string) => Wanted,
): PreloadFile[] {
  const remote = config[area];
  if (!remote || !manifest) return [];
  // A getPublicPath is code the runtime evaluates: where its files are is not guessed.
  const location = locateRemote(remote.entry, manifest, page);
  if (!location) return [];
  // An entry the shell would refuse to run: nothing of the area loads, its styles neither.
  if (scriptPin(config, location.entry, page).kind !== 'pinned') return [];
  const expose = manifest.exposes.find((e) => e.name === AREA_EXPOSE)?.assets;
  const { scripts, styles } = want(
    manifest,
    // Optional all the way: the boot script's manifest is not parsed (manifestAsWritten).
    { scripts: expose?.js?.sync ?? [], styles: expose?.css?.sync ?? [] },
    location.entry,
  );
  return [
    ...unique(scripts.map((name) => at(name, location.base))).flatMap((href): PreloadFile[] => {
      const pin = scriptPin(config, href, page);
      if (pin.kind !== 'pinned') return [];
      const file = { as: 'script', href, integrity: pin.integrity } as const;
      return [href === location.entry ? { ...file, entry: true } : file];
    }),
    ...unique(styles.map((name) => at(name, location.base))).map((href): PreloadFile => ({
      as: 'style',
      href,
    })),
  ];
}

const at = (name: string, base: URL) => new URL(name, base).href;
const unique = (names: string[]) => [...new Set(names)];
