#!/usr/bin/env node
// Publishes the current version of every app into the deploy root and makes each one live
// where nothing is live yet: the first deploy of an environment (the containers' `publish`
// service runs it). Later releases go through each team's `release` and `pnpm remotes`.
//   --build-only   only build every app as its release (release --build-only); no deploy root
//   --prebuilt     publish those builds without building again (release --prebuilt)
// The container image builds with the first and the publish service runs the second, so each
// app is built exactly once.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_APPS, paths, readJsonOr } from './deploy/deploy-root.mjs';
import { linkLiveReleases } from './deploy/live-link.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RELEASE = path.join(ROOT, 'scripts/release.mjs');
const deployRoot = path.resolve(process.env.PORTAL_DEPLOY_ROOT ?? path.join(ROOT, '.deploy'));
const versionOf = (app) =>
  JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
const node = (args) =>
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: process.env });

const mode = ['--build-only', '--prebuilt'].filter((flag) => process.argv.includes(flag));

for (const app of ['shell', ...Object.values(AREA_APPS)]) {
  if (!mode.includes('--build-only') && existsSync(paths(deployRoot).release(app, versionOf(app))))
    continue;
  // The release script itself (each app's `pnpm run release`): publishing needs Node only.
  execFileSync(process.execPath, [RELEASE, '--skip-checks', ...mode], {
    cwd: path.join(ROOT, app),
    stdio: 'inherit',
  });
}
if (mode.includes('--build-only')) process.exit(0);
if (!readJsonOr(paths(deployRoot).shellLive, null))
  node(['scripts/remotes.mjs', 'promote', 'shell', versionOf('shell')]);
const live = readJsonOr(paths(deployRoot).remotes, {});
for (const [area, app] of Object.entries(AREA_APPS)) {
  if (!live[area]) node(['scripts/remotes.mjs', 'promote', area, versionOf(app)]);
}
// A deploy root from before the live links gets them (the remotes' health checks read them).
linkLiveReleases(deployRoot);
