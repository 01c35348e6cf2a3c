// The deploy root's layout, in one place:
//   <root>/<app>/<version>/          one immutable published build (with release.json)
//   <root>/remotes.json              which published build of each remote is live
//   <root>/remotes-history.jsonl     every change of remotes.json: who, when, from, to
//   <root>/shell-live.json           which published build of the shell is live
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const AREA_APPS = {
  identity: 'mfe-identity',
  payments: 'mfe-payments',
  servicing: 'mfe-servicing',
  profile: 'mfe-profile',
};

export const paths = (root) => ({
  remotes: path.join(root, 'remotes.json'),
  history: path.join(root, 'remotes-history.jsonl'),
  shellLive: path.join(root, 'shell-live.json'),
  release: (app, version) => path.join(root, app, version),
  releaseInfo: (app, version) => path.join(root, app, version, 'release.json'),
});

/** The published versions of one app, each with its release.json. */
export function publishedReleases(root, app) {
  const dir = path.join(root, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readRelease(root, app, entry.name))
    .filter(Boolean);
}

export function readRelease(root, app, version) {
  const file = paths(root).releaseInfo(app, version);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readJsonOr(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}
