#!/usr/bin/env node
// `pnpm remotes status|promote|rollback`: what is live, and the one command that changes it.
//   pnpm remotes status
//   pnpm remotes promote <area|shell> <version>
//   pnpm remotes rollback <area> [<version>]
// Only that area's entry of remotes.json changes; no app is rebuilt or restarted. Browsers
// pick the change up on their next load (remotes.json is served no-cache).
// Environment: PORTAL_DEPLOY_ROOT (default <repo>/.deploy), PORTAL_REMOTE_ORIGINS (JSON map
// area → origin serving that area's published builds; default the README's ports).
import os from 'node:os';
import path from 'node:path';
import {
  AREA_APPS,
  paths,
  publishedReleases,
  readJsonOr,
  readRelease,
} from './deploy/deploy-root.mjs';
import { FEDERATION_RUNTIME_PARTS, runtimeOf } from './deploy/federation-runtime.mjs';
import {
  readHistory,
  RefusedChange,
  rollbackTarget,
  setLiveShell,
  setLiveVersion,
} from './deploy/remotes-config.mjs';
import { surfacesOf } from './deploy/shared-surfaces.mjs';
import { SHARED_SURFACES } from '../tooling/federation-shared.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const root = path.resolve(process.env.PORTAL_DEPLOY_ROOT ?? path.join(ROOT, '.deploy'));
const DEFAULT_ORIGINS = {
  identity: 'http://localhost:3001',
  payments: 'http://localhost:3002',
  servicing: 'http://localhost:3003',
  profile: 'http://localhost:3004',
};
const origins = { ...DEFAULT_ORIGINS, ...JSON.parse(process.env.PORTAL_REMOTE_ORIGINS ?? '{}') };
const who = process.env.PORTAL_OPERATOR ?? `${os.userInfo().username}@${os.hostname()}`;

/**
 * What the live shell provides, as its release recorded it: the contract, the federation
 * runtime (null: a shell from before it provided one) and the names its shared libraries hold.
 * No shell published yet: what a shell built from this checkout would provide.
 */
function liveShell() {
  const live = readJsonOr(paths(root).shellLive, null);
  const release = live && readRelease(root, 'shell', live.version);
  if (release)
    return {
      shellContract: release.contractVersion,
      shellRuntime: runtimeOf(release),
      shellSurfaces: surfacesOf(release),
    };
  const enhanced = path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json');
  return {
    shellContract: readJsonOr(path.join(ROOT, 'shared-contracts/package.json'), {}).version,
    shellRuntime: { version: readJsonOr(enhanced, {}).version, parts: FEDERATION_RUNTIME_PARTS },
    shellSurfaces: SHARED_SURFACES,
  };
}

const [command, area, version] = process.argv.slice(2);
try {
  if (command === 'status') status();
  else if (command === 'promote' && area && version) change('promote', version);
  else if (command === 'rollback' && area) {
    const current =
      area === 'shell'
        ? readJsonOr(paths(root).shellLive, null)?.version
        : readJsonOr(paths(root).remotes, {})[area]?.version;
    change('rollback', rollbackTarget(readHistory(root), area, current, version));
  } else {
    console.error(
      'usage: pnpm remotes status | promote <area> <version> | rollback <area> [<version>]',
    );
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof RefusedChange)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}

function change(action, target) {
  if (area === 'shell') {
    const entry = setLiveShell({ root, version: target, who, action });
    console.log(`${action}: shell ${entry.from ?? '(none)'} → ${entry.to}`);
    return;
  }
  const entry = setLiveVersion({
    root,
    area,
    version: target,
    origin: origins[area],
    ...liveShell(),
    who,
    action,
  });
  console.log(`${action}: ${area} ${entry.from ?? '(none)'} → ${entry.to}`);
}

function status() {
  const live = readJsonOr(paths(root).remotes, {});
  const rows = Object.entries(AREA_APPS).map(([name, app]) => {
    const published = publishedReleases(root, app).map((r) => r.version);
    return {
      area: name,
      live: live[name]?.version ?? '-',
      contract: live[name]?.contractVersion ?? '-',
      published: published.join(', ') || '-',
    };
  });
  const shell = readJsonOr(paths(root).shellLive, null);
  console.log(`deploy root: ${root}`);
  console.log(
    `shell live: ${shell?.version ?? '-'} (published: ${
      publishedReleases(root, 'shell')
        .map((r) => r.version)
        .join(', ') || '-'
    })`,
  );
  console.table(rows);
}
