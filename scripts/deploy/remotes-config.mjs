// Changing remotes.json: the one switch that decides which build of each area the browser
// loads. Pure decisions (what may be promoted) are separate from the file handling (atomic
// write, history) so both can be tested on their own.
import { appendFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readIntegrity } from '../../tooling/script-integrity.js';
import { withBuild } from '../portal-topology.mjs';
import { AREA_APPS, paths, readJsonOr, readRelease } from './deploy-root.mjs';
import { describeRuntime, runtimeOf, runtimeProvided } from './federation-runtime.mjs';
import { linkLive, linkLiveShell } from './live-link.mjs';
import { describeMissing, importsOf, missingNames, surfacesOf } from './shared-surfaces.mjs';

export class RefusedChange extends Error {}

/**
 * Whether `release` may go live for `area` next to a shell providing `shellContract`,
 * `shellRuntime` (runtimeOf its release; null: a shell from before 005 provides none) and
 * `shellSurfaces` (surfacesOf its release: the names its shared libraries hold).
 * A remote built against another contract major, or a newer minor, would be refused by the
 * shell at runtime anyway; refusing it here keeps a broken area from ever going live.
 */
export function checkPromotable({
  area,
  version,
  release,
  integrity,
  shellContract,
  shellRuntime,
  shellSurfaces,
}) {
  if (!AREA_APPS[area])
    throw new RefusedChange(`Unknown area "${area}" (one of ${Object.keys(AREA_APPS).join(', ')})`);
  if (!release) throw new RefusedChange(`${AREA_APPS[area]} ${version} is not published`);
  // The shell runs no script of a remote without its recorded hash (docs/decisions/006).
  if (!integrity || Object.keys(integrity).length === 0)
    throw new RefusedChange(
      `${AREA_APPS[area]} ${version} recorded no script hashes (integrity.json); release it again`,
    );
  const [rMajor, rMinor] = String(release.contractVersion).split('.').map(Number);
  const [sMajor, sMinor] = String(shellContract).split('.').map(Number);
  if (rMajor !== sMajor || rMinor > sMinor || (sMajor === 0 && rMinor !== sMinor)) {
    throw new RefusedChange(
      `${AREA_APPS[area]} ${version} was built against shared-contracts ${release.contractVersion}; the live shell provides ${shellContract}`,
    );
  }
  const needs = runtimeOf(release);
  if (!runtimeProvided(needs, shellRuntime)) {
    throw new RefusedChange(
      `${AREA_APPS[area]} ${version} runs on the shell's federation runtime ${describeRuntime(needs)}; the live shell provides ${describeRuntime(shellRuntime)}`,
    );
  }
  const missing = missingNames(importsOf(release), shellSurfaces);
  if (missing.length > 0) {
    throw new RefusedChange(
      `${AREA_APPS[area]} ${version} uses shared ${describeMissing(missing)}, which the live shell's copies lack`,
    );
  }
}

/**
 * The version a rollback returns to: the one given, or the one that was live before the
 * current one was promoted (so a second rollback keeps going back, never forward).
 */
export function rollbackTarget(history, area, current, explicit) {
  if (explicit) return explicit;
  const changes = history.filter(
    (entry) => entry.area === area && entry.action === 'promote' && entry.to === current,
  );
  const previous = changes.at(-1)?.from;
  if (!previous) throw new RefusedChange(`No earlier version of ${area} to roll back to; name one`);
  return previous;
}

export function readHistory(root) {
  try {
    return readFileSync(paths(root).history, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** Writes a file so that a reader sees either the old or the new content, never half of it. */
export function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Points one area of remotes.json at a published version, rewriting only that entry, and
 * records the change. `origin(area)` is where that area's published builds are served;
 * `liveShell` is what the live shell provides (shellContract, shellRuntime, shellSurfaces: see
 * checkPromotable).
 */
export function setLiveVersion({
  root,
  area,
  version,
  origin,
  who,
  now = new Date(),
  action = 'promote',
  why,
  ...liveShell
}) {
  const build = checkedBuild({ root, area, version, origin, liveShell });
  const config = readJsonOr(paths(root).remotes, {});
  const from = config[area]?.version ?? null;
  if (from === version) throw new RefusedChange(`${AREA_APPS[area]} ${version} is already live`);
  // A canary of this version is complete once it is live; another version's keeps running.
  const canary = config[area]?.canary;
  config[area] = canary && canary.version !== version ? { ...build, canary } : build;
  writeAtomically(paths(root).remotes, `${JSON.stringify(config, null, 2)}\n`);
  linkLive(root, AREA_APPS[area], version);
  return record(root, { at: now.toISOString(), who, action, area, from, to: version, why });
}

/**
 * A published build of an area as remotes.json names it, once it passed every check a live
 * build must: the published manifest and script hashes travel inside remotes.json (one round
 * trip less per area load; docs/decisions/006), so entry, manifest and hashes name one build.
 */
function checkedBuild({ root, area, version, origin, liveShell }) {
  const app = AREA_APPS[area];
  const release = app ? readRelease(root, app, version) : null;
  const integrity = release ? readIntegrity(paths(root).release(app, version)) : null;
  checkPromotable({ area, version, release, integrity, ...liveShell });
  return withBuild(
    {
      entry: `${origin}/${version}/mf-manifest.json`,
      version,
      contractVersion: release.contractVersion,
    },
    paths(root).release(app, version),
  );
}

/** Appends one change to remotes-history.jsonl (who, when, what, why) and returns it. */
function record(root, change) {
  const entry = Object.fromEntries(Object.entries(change).filter(([, value]) => value != null));
  appendFileSync(paths(root).history, `${JSON.stringify(entry)}\n`);
  return entry;
}

/** A share of browsers: a whole percent, 1–100. */
export function canaryPercent(text) {
  const percent = Number(text);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new RefusedChange(`--percent must be a whole number from 1 to 100, not "${text}"`);
  return percent;
}

/**
 * Sends a share of browsers to a published build of an area, keeping its live build for the
 * others (docs/decisions/011), or changes the share of the canary already running. The build
 * passes every check a promote makes.
 */
export function setCanary({
  root,
  area,
  version,
  percent,
  origin,
  who,
  why,
  now = new Date(),
  ...liveShell
}) {
  const config = readJsonOr(paths(root).remotes, {});
  const live = config[area];
  if (!live) throw new RefusedChange(`${area} has no live version; promote one first`);
  if (live.version === version)
    throw new RefusedChange(`${AREA_APPS[area]} ${version} is already live`);
  const running = live.canary;
  if (running && running.version !== version)
    throw new RefusedChange(
      `${area} already runs canary ${running.version}; promote or abort it first`,
    );
  const build = checkedBuild({ root, area, version, origin, liveShell });
  config[area] = { ...live, canary: { ...build, percent } };
  writeAtomically(paths(root).remotes, `${JSON.stringify(config, null, 2)}\n`);
  return record(root, {
    at: now.toISOString(),
    who,
    action: 'canary',
    area,
    from: live.version,
    to: version,
    percent,
    previousPercent: running?.percent,
    why,
  });
}

/** Sends every browser back to an area's live build; `figures` are what decided it, if any. */
export function abortCanary({ root, area, who, why, figures, now = new Date() }) {
  const config = readJsonOr(paths(root).remotes, {});
  const canary = config[area]?.canary;
  if (!canary) throw new RefusedChange(`${area} runs no canary`);
  const { canary: _aborted, ...live } = config[area];
  config[area] = live;
  writeAtomically(paths(root).remotes, `${JSON.stringify(config, null, 2)}\n`);
  return record(root, {
    at: now.toISOString(),
    who,
    action: 'abort',
    area,
    from: canary.version,
    to: live.version,
    percent: canary.percent,
    why,
    figures,
  });
}

/** Points the shell's origin at a published shell build (its page names its own folder). */
export function setLiveShell({ root, version, who, now = new Date(), action = 'promote' }) {
  const release = readRelease(root, 'shell', version);
  if (!release) throw new RefusedChange(`shell ${version} is not published`);
  // A shell that does not provide the runtime the live remotes use would break every area.
  // Nor one whose shared libraries lack a name a live remote uses.
  const running = Object.entries(readJsonOr(paths(root).remotes, {})).flatMap(([area, live]) =>
    live.canary
      ? [
          [area, live],
          [area, live.canary],
        ]
      : [[area, live]],
  );
  for (const [area, live] of running) {
    const remote = readRelease(root, AREA_APPS[area], live.version);
    const needs = runtimeOf(remote);
    const provides = runtimeOf(release);
    if (!runtimeProvided(needs, provides))
      throw new RefusedChange(
        `shell ${version} provides federation runtime ${describeRuntime(provides)}; live ${area} ${live.version} needs ${describeRuntime(needs)}`,
      );
    const missing = missingNames(importsOf(remote), surfacesOf(release));
    if (missing.length > 0)
      throw new RefusedChange(
        `shell ${version}'s shared libraries lack ${describeMissing(missing)}, which live ${area} ${live.version} uses`,
      );
  }
  const from = readJsonOr(paths(root).shellLive, null)?.version ?? null;
  if (from === version) throw new RefusedChange(`shell ${version} is already live`);
  writeAtomically(paths(root).shellLive, `${JSON.stringify({ version }, null, 2)}\n`);
  linkLiveShell(root, version);
  return record(root, { at: now.toISOString(), who, action, area: 'shell', from, to: version });
}
