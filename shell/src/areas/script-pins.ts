// Which hash pins a script URL (docs/decisions/006-script-integrity.md). remotes.json, served
// from the shell's own origin, carries the SHA-384 every remote's release recorded for each
// script it published; a script from another origin runs only with one of those hashes.
import type { AreaName } from '@portal/shared-contracts';
import type { RemoteFilesConfig } from '../boot/remotes-config';

export type ScriptPin =
  /** A script of a remote's build, with the hash its release recorded. */
  | { kind: 'pinned'; area: AreaName; integrity: string }
  /** A script from another origin that no release recorded: it must not run. */
  | { kind: 'unpinned'; area: AreaName | null }
  /** The shell's own script, from the page's origin (its page pins its boot scripts). */
  | { kind: 'own' };

/**
 * @param url  the script's URL, as the loader is about to request it
 * @param page the page's URL, against which a relative `url` resolves
 */
export function scriptPin(config: RemoteFilesConfig, url: string, page: string): ScriptPin {
  let target: URL;
  try {
    target = new URL(url, page);
  } catch {
    return { kind: 'unpinned', area: null };
  }
  if (target.origin === new URL(page).origin) return { kind: 'own' };
  const address = `${target.origin}${target.pathname}`;
  let owner: AreaName | null = null;
  for (const [area, remote] of Object.entries(config) as [
    AreaName,
    RemoteFilesConfig[AreaName],
  ][]) {
    if (!remote) continue;
    // A build's scripts sit beside its manifest (remote entries name one versioned folder).
    const folder = new URL('.', remote.entry).href;
    if (!address.startsWith(folder)) {
      if (new URL(remote.entry).origin === target.origin) owner ??= area;
      continue;
    }
    const integrity = remote.integrity?.[safeDecode(address.slice(folder.length))];
    // A string: the boot script reads remotes.json without the shell's schema (area-files.ts).
    if (typeof integrity === 'string' && integrity) return { kind: 'pinned', area, integrity };
    owner = area;
  }
  return { kind: 'unpinned', area: owner };
}

/** A path as the build named the file; a malformed escape matches nothing. */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return '';
  }
}
