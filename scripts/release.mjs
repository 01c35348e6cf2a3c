#!/usr/bin/env node
// `pnpm --filter <app> release`: one team's pipeline. It checks and tests the app, builds it,
// and publishes the build to <deploy root>/<app>/<version>/ — never over an earlier release.
// Nothing else is built. The version is the app's package.json version; the commit is
// recorded in release.json beside it, the SHA-384 of every script in integrity.json.
//   --skip-checks   publish without typecheck/tests (only for tests of the publishing itself)
//   --build-only    check and build into <app>/dist exactly as this release publishes it (its
//                   version, public path and contract), noted in dist/.release-build.json;
//                   publish nothing. With --prebuilt, a pipeline builds each app once.
//   --prebuilt      publish <app>/dist as --build-only left it, without building again: the
//                   note must name this app and version, and every script its pinned hash
// Environment: PORTAL_DEPLOY_ROOT (default <repo>/.deploy); RELEASE_VERSION overrides the
// package.json version (hotfix rebuilds and the end-to-end tests of rollback).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_IMPORTS_FILE, SHARED_SURFACES } from '../tooling/federation-shared.js';
import { INTEGRITY_FILE, integrityProblems } from '../tooling/script-integrity.js';
import { paths } from './deploy/deploy-root.mjs';
import { FEDERATION_RUNTIME_PARTS } from './deploy/federation-runtime.mjs';

const appDir = process.cwd();
const ROOT = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const app = path.basename(appDir);
const version = process.env.RELEASE_VERSION ?? pkg.version;
const deployRoot = path.resolve(process.env.PORTAL_DEPLOY_ROOT ?? path.join(ROOT, '.deploy'));
const target = paths(deployRoot).release(app, version);
const buildOnly = process.argv.includes('--build-only');
const prebuilt = process.argv.includes('--prebuilt');
// Checks belong with the build: a prebuilt dist had them (or skipped them) when it was built.
const skipChecks = process.argv.includes('--skip-checks') || prebuilt;
const dist = path.join(appDir, 'dist');
/** What --build-only notes beside the build, so --prebuilt publishes only what it was made for. */
const BUILD_STAMP = '.release-build.json';

if (buildOnly && prebuilt) fail('--prebuilt and --build-only exclude each other');
if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) fail(`"${version}" is not a semver version`);
if (!buildOnly && existsSync(target))
  fail(`${app} ${version} is already published; bump the version in ${app}/package.json`);

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } });

const started = Date.now();
if (!skipChecks) {
  run('pnpm', ['run', 'typecheck']);
  run('pnpm', ['run', 'test']);
}
// The shell's page names its own version's folder; remotes resolve chunks from their manifest.
const publicPath = app === 'shell' ? `/${version}/` : 'auto';

if (buildOnly) {
  rmSync(dist, { recursive: true, force: true });
  build(dist);
  const problem = pinningProblem(dist);
  if (problem) fail(problem);
  const stamp = { app, version, publicPath, ...buildFacts() };
  writeFileSync(path.join(dist, BUILD_STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  console.log(`Built ${app} ${version} for release into ${dist} in ${elapsed()}`);
  process.exit(0);
}

// A prebuilt dist carries the facts of the checkout it was built from: the publisher (the
// containers' publish image) holds the builds and these scripts, not the sources or packages.
const built = prebuilt ? prebuiltStamp() : buildFacts();
const problem = prebuilt ? publish(dist) : buildAndPublish();
if (problem) fail(problem);
const release = {
  app,
  version,
  commit: built.commit,
  contractVersion: built.contractVersion,
  // The shell provides this federation runtime; a remote uses the shell's (docs/decisions/005).
  federationRuntime: built.federationRuntime,
  federationRuntimeParts: built.federationRuntimeParts,
  // The names its shared libraries' copies hold, and those its code uses of them (the build
  // wrote them beside itself), for promote's checks (scripts/deploy/shared-surfaces.mjs).
  sharedSurfaces: built.sharedSurfaces,
  sharedImports: readJsonIfPresent(path.join(target, SHARED_IMPORTS_FILE)),
  // The SHA-384 of every published script, which promote copies into remotes.json.
  scriptIntegrity: INTEGRITY_FILE,
  publishedAt: new Date().toISOString(),
};
writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
console.log(`Published ${app} ${version} (${release.commit}) to ${target} in ${elapsed()}`);

function elapsed() {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function build(output) {
  run('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    ...(app === 'shell' ? { PORTAL_PUBLIC_PATH: publicPath } : {}),
    RELEASE_VERSION: version,
    PORTAL_OUTPUT_DIR: output,
  });
}

/** A fresh build in a folder of its own, published; the folder goes either way. */
function buildAndPublish() {
  const output = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
  try {
    build(output);
    return publish(output);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

/**
 * The build recorded the SHA-384 of every script it emitted; what is published must be exactly
 * those scripts, or remotes.json would pin the wrong bytes (docs/decisions/006).
 */
function pinningProblem(buildDir) {
  const problems = integrityProblems(buildDir);
  return problems.length > 0
    ? `the build's scripts are not all pinned: ${problems.join('; ')}`
    : null;
}

/** Copies a build into the deploy root once its scripts are the pinned ones; else the problem. */
function publish(buildDir) {
  const problem = pinningProblem(buildDir);
  if (problem) return problem;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(buildDir, target, {
    recursive: true,
    errorOnExist: true,
    force: false,
    filter: (source) => path.basename(source) !== BUILD_STAMP,
  });
  return null;
}

/** The note --build-only left: refuses a dist made otherwise or for another release. */
function prebuiltStamp() {
  const file = path.join(dist, BUILD_STAMP);
  if (!existsSync(file))
    fail(`${dist} was not built by \`release --build-only\` (no ${BUILD_STAMP})`);
  const stamp = JSON.parse(readFileSync(file, 'utf8'));
  if (stamp.app !== app || stamp.version !== version || stamp.publicPath !== publicPath)
    fail(`${dist} was built for ${stamp.app} ${stamp.version}, not ${version}`);
  const facts = [stamp.commit, stamp.contractVersion, stamp.federationRuntime];
  if (
    !facts.every(Boolean) ||
    !Array.isArray(stamp.federationRuntimeParts) ||
    !stamp.sharedSurfaces
  )
    fail(`${dist} was built by an older release script; build it again with --build-only`);
  return stamp;
}

/** What a release records of the checkout and packages it is built from. */
function buildFacts() {
  return {
    commit: gitCommit(),
    contractVersion: process.env.PORTAL_CONTRACT_VERSION ?? contractsVersion(),
    federationRuntime: federationRuntimeVersion(),
    federationRuntimeParts: FEDERATION_RUNTIME_PARTS,
    sharedSurfaces: SHARED_SURFACES,
  };
}

/** A build from before shared-imports.json has none: promote then checks its whole surfaces. */
function readJsonIfPresent(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function contractsVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')).version;
}

function federationRuntimeVersion() {
  return JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json'), 'utf8'),
  ).version;
}

/** RELEASE_COMMIT names it where there is no history (the container build has no .git). */
function gitCommit() {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', appDir], { cwd: ROOT })
      .toString()
      .trim();
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return 'unknown';
  }
}

function fail(message) {
  console.error(`release refused: ${message}`);
  process.exit(1);
}
