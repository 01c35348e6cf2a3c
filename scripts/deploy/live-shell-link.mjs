// The shell's origin serves the live release's page at `/`. A static server cannot read
// shell-live.json, so the live release is also a symbolic link, <root>/shell/live → <version>,
// swapped atomically whenever the live shell changes (a reader sees the old or the new one).
import { existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { paths, readJsonOr } from './deploy-root.mjs';

/** The page nginx serves at `/` of a deploy root's shell origin. */
export const LIVE_SHELL_PAGE = '/live/index.html';

/** Points <root>/shell/live at `version` (default: the one shell-live.json names). */
export function linkLiveShell(root, version = readJsonOr(paths(root).shellLive, null)?.version) {
  if (!version) return;
  const dir = path.join(root, 'shell');
  if (!existsSync(dir)) return;
  const link = path.join(dir, 'live');
  const temporary = `${link}.${process.pid}.${Date.now()}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(version, temporary);
  renameSync(temporary, link);
}
