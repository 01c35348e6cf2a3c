#!/usr/bin/env node
// `pnpm remotes …`: what is live, and the one command that changes it.
//   pnpm remotes status
//   pnpm remotes promote <area|shell> <version> [--why TEXT]
//   pnpm remotes rollback <area> [<version>] [--why TEXT]
//   pnpm remotes canary <area> <version> --percent N [--why TEXT]   (again to change N)
//   pnpm remotes abort <area> [--why TEXT]
//   pnpm remotes watch <area> [--window 2m] [--interval 15s] [--min-views N] [--auto-promote]
//                             [--clean-checks N]
// Only that area's entry of remotes.json changes; no app is rebuilt or restarted. Browsers
// pick the change up on their next load (remotes.json is served no-cache).
// Environment: PORTAL_DEPLOY_ROOT (default <repo>/.deploy), PORTAL_REMOTE_ORIGINS (JSON map
// area → origin serving that area's published builds; default the README's ports),
// PORTAL_PROMETHEUS_URL (default the one `pnpm start` runs, http://127.0.0.1:3097).
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  AREA_APPS,
  paths,
  publishedReleases,
  readJsonOr,
  readRelease,
} from './deploy/deploy-root.mjs';
import { FEDERATION_RUNTIME_PARTS, runtimeOf } from './deploy/federation-runtime.mjs';
import {
  abortCanary,
  canaryPercent,
  readHistory,
  RefusedChange,
  rollbackTarget,
  setCanary,
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
const prometheusUrl = process.env.PORTAL_PROMETHEUS_URL ?? 'http://127.0.0.1:3097';
/** The window `status` shows each live build's errors over. */
const STATUS_WINDOW = '5m';
/** Set once Prometheus fails to answer, so `status` asks it no more. */
let prometheusAnswered = true;

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

const USAGE = `usage: pnpm remotes status
       pnpm remotes promote <area|shell> <version> [--why TEXT]
       pnpm remotes rollback <area|shell> [<version>] [--why TEXT]
       pnpm remotes canary <area> <version> --percent N [--why TEXT]
       pnpm remotes abort <area> [--why TEXT]
       pnpm remotes watch <area> [--window 2m] [--interval 15s] [--min-views N] [--auto-promote] [--clean-checks N]`;

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    why: { type: 'string' },
    percent: { type: 'string' },
    window: { type: 'string', default: '2m' },
    interval: { type: 'string', default: '15s' },
    'min-views': { type: 'string' },
    'auto-promote': { type: 'boolean', default: false },
    'clean-checks': { type: 'string', default: '4' },
  },
});
const [command, area, version] = positionals;
try {
  if (command === 'status') await status();
  else if (command === 'promote' && area && version) change('promote', version);
  else if (command === 'rollback' && area) {
    const current =
      area === 'shell'
        ? readJsonOr(paths(root).shellLive, null)?.version
        : readJsonOr(paths(root).remotes, {})[area]?.version;
    change('rollback', rollbackTarget(readHistory(root), area, current, version));
  } else if (command === 'canary' && area && version && flags.percent) canary();
  else if (command === 'abort' && area) {
    const entry = abortCanary({ root, area, who, why: flags.why });
    console.log(`abort: ${area} canary ${entry.from} ended; every browser runs ${entry.to}`);
  } else if (command === 'watch' && area) process.exitCode = await watch();
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof RefusedChange)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}

function canary() {
  const entry = setCanary({
    root,
    area,
    version,
    percent: canaryPercent(flags.percent),
    origin: origins[area],
    ...liveShell(),
    who,
    why: flags.why,
  });
  console.log(
    `canary: ${area} ${entry.to} to ${entry.percent} % of browsers` +
      (entry.previousPercent ? ` (was ${entry.previousPercent} %)` : '') +
      `; the others keep ${entry.from}`,
  );
}

/** Exit code: 0 promoted or ended elsewhere, 3 aborted (a pipeline stops its rollout). */
async function watch() {
  // Loaded by the commands that read Prometheus only: the publish image runs promote alone.
  const { watchCanary } = await import('./canary-watch.mjs');
  const outcome = await watchCanary({
    root,
    area,
    prometheusUrl,
    window: flags.window,
    interval: flags.interval,
    limits: { minViews: flags['min-views'] && Number(flags['min-views']) },
    autoPromote: flags['auto-promote'],
    cleanChecks: Number(flags['clean-checks']),
    who: `canary-watch (${who})`,
    promote: (target, why) =>
      setLiveVersion({
        root,
        area,
        version: target,
        origin: origins[area],
        ...liveShell(),
        who: `canary-watch (${who})`,
        why,
      }),
  });
  return outcome === 'aborted' ? 3 : 0;
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
    why: flags.why,
  });
  console.log(`${action}: ${area} ${entry.from ?? '(none)'} → ${entry.to}`);
}

async function status() {
  const { buildFigures } = await import('../libs/release-health/src/canary-analysis.ts');
  const live = readJsonOr(paths(root).remotes, {});
  const rows = await Promise.all(
    Object.entries(AREA_APPS).map(async ([name, app]) => {
      const published = publishedReleases(root, app).map((r) => r.version);
      const entry = live[name];
      return {
        area: name,
        live: entry?.version ?? '-',
        canary: entry?.canary ? `${entry.canary.version} (${entry.canary.percent} %)` : '-',
        contract: entry?.contractVersion ?? '-',
        published: published.join(', ') || '-',
        ...(await errorsPerView(buildFigures, name, entry)),
      };
    }),
  );
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
  if (!prometheusAnswered)
    console.log(`(no error figures: Prometheus at ${prometheusUrl} did not answer)`);
}

/** The live build's (and canary's) errors per page view over the last STATUS_WINDOW, when known. */
async function errorsPerView(buildFigures, areaName, entry) {
  if (!entry || !prometheusAnswered) return {};
  const builds = [{ variant: 'stable', version: entry.version }];
  if (entry.canary) builds.push({ variant: 'canary', version: entry.canary.version });
  try {
    const figures = await Promise.all(
      builds.map((build) =>
        buildFigures(prometheusUrl, { area: areaName, ...build }, STATUS_WINDOW),
      ),
    );
    return {
      [`errors/view (${STATUS_WINDOW})`]: figures
        .map((f, i) => `${builds[i].variant} ${ratioText(f.errorsPerView)} of ${f.views}`)
        .join(', '),
    };
  } catch {
    prometheusAnswered = false;
    return {};
  }
}

const ratioText = (value) => (value === null ? '-' : value.toFixed(3));
