#!/usr/bin/env node
// `pnpm --filter <app> release`: one team's pipeline. It checks and tests the app, builds it,
// and publishes the build to <deploy root>/<app>/<version>/ — never over an earlier release.
// Nothing else is built. The version is the app's package.json version; the commit is
// recorded in release.json beside it, the SHA-384 of every script in integrity.json.
//   --skip-checks   publish without typecheck/tests (only for tests of the publishing itself)
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
import { INTEGRITY_FILE, integrityProblems } from '../tooling/script-integrity.js';
import { paths } from './deploy/deploy-root.mjs';

const appDir = process.cwd();
const ROOT = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const app = path.basename(appDir);
const version = process.env.RELEASE_VERSION ?? pkg.version;
const deployRoot = path.resolve(process.env.PORTAL_DEPLOY_ROOT ?? path.join(ROOT, '.deploy'));
const target = paths(deployRoot).release(app, version);
const skipChecks = process.argv.includes('--skip-checks');

if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) fail(`"${version}" is not a semver version`);
if (existsSync(target))
  fail(`${app} ${version} is already published; bump the version in ${app}/package.json`);

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } });

const started = Date.now();
if (!skipChecks) {
  run('pnpm', ['run', 'typecheck']);
  run('pnpm', ['run', 'test']);
}
// The shell's page names its own version's folder; remotes resolve chunks from their manifest.
const publicPath = app === 'shell' ? { PORTAL_PUBLIC_PATH: `/${version}/` } : {};
const output = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
try {
  run('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    ...publicPath,
    RELEASE_VERSION: version,
    PORTAL_OUTPUT_DIR: output,
  });
  // The build recorded the SHA-384 of every script it emitted; what is published must be
  // exactly those scripts, or remotes.json would pin the wrong bytes (docs/decisions/006).
  const problems = integrityProblems(output);
  if (problems.length > 0) {
    rmSync(output, { recursive: true, force: true });
    fail(`the build's scripts are not all pinned: ${problems.join('; ')}`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(output, target, { recursive: true, errorOnExist: true, force: false });
} finally {
  rmSync(output, { recursive: true, force: true });
}
const release = {
  app,
  version,
  commit: gitCommit(),
  contractVersion: process.env.PORTAL_CONTRACT_VERSION ?? contractsVersion(),
  // The shell provides this federation runtime; a remote uses the shell's (docs/decisions/005).
  federationRuntime: federationRuntimeVersion(),
  // The SHA-384 of every published script, which promote copies into remotes.json.
  scriptIntegrity: INTEGRITY_FILE,
  publishedAt: new Date().toISOString(),
};
writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
console.log(
  `Published ${app} ${version} (${release.commit}) to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

function contractsVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')).version;
}

function federationRuntimeVersion() {
  return JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json'), 'utf8'),
  ).version;
}

function gitCommit() {
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
