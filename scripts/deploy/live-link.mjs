// A static server cannot read shell-live.json or remotes.json, so each app's live release is
// also a symbolic link, <root>/<app>/live → <version>, swapped atomically whenever it changes (a
// reader sees the old or the new one). The shell's origin serves its page from it at `/`; a
// remote's container is healthy when its live entry answers (docker-compose.yml).
import { existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { AREA_APPS, paths, readJsonOr } from './deploy-root.mjs';

/** The page nginx serves at `/` of a deploy root's shell origin. */
export const LIVE_SHELL_PAGE = '/live/index.html';

/** Points <root>/<app>/live at `version`. */
export function linkLive(root, app, version) {
  const dir = path.join(root, app);
  if (!version || !existsSync(dir)) return;
  const link = path.join(dir, 'live');
  const temporary = `${link}.${process.pid}.${Date.now()}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(version, temporary);
  renameSync(temporary, link);
}

/** Points <root>/shell/live at `version` (default: the one shell-live.json names). */
export function linkLiveShell(root, version = readJsonOr(paths(root).shellLive, null)?.version) {
  linkLive(root, 'shell', version);
}

/**
 * Points every app's link at what shell-live.json and remotes.json name: a deploy root from
 * before the links gets them.
 */
export function linkLiveReleases(root) {
  linkLiveShell(root);
  const live = readJsonOr(paths(root).remotes, {});
  for (const [area, app] of Object.entries(AREA_APPS)) linkLive(root, app, live[area]?.version);
}
