// scripts/release.mjs --prebuilt: publishes the dist an earlier `release --build-only` made, so a
// pipeline (the compose build stage, then the publish service) builds each app exactly once.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_IMPORTS_FILE } from '../federation-shared.js';
import { INTEGRITY_FILE, integrityOfScripts } from '../script-integrity.js';
import { tempDir } from './temp-dir.js';

const RELEASE = path.resolve(import.meta.dirname, '../../scripts/release.mjs');
const BUILD_STAMP = '.release-build.json';
/** What --build-only records of the checkout it builds from. */
const BUILT_FROM = {
  commit: 'abc1234',
  contractVersion: '9.9.9',
  federationRuntime: '2.9.2',
  federationRuntimeParts: ['runtime-core', 'bundler-runtime'],
  sharedSurfaces: { 'react-router': ['useHref'] },
};

/** What the build's code uses of the shared libraries (tooling/upstream/shared-surface-plugin). */
const USES = { 'react-router': ['useNavigate'] };

/**
 * An app folder with a package.json and a dist/ as `release --build-only` leaves it. The folder
 * has no webpack configuration: a release that tried to build it would fail.
 */
function builtApp({ version = '1.2.3', stamp = { app: 'mfe-demo', version: '1.2.3' } } = {}) {
  const root = tempDir('release-prebuilt-');
  const appDir = path.join(root, 'mfe-demo');
  const dist = path.join(appDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name: 'demo', version }));
  const script = 'console.log("built once");';
  writeFileSync(path.join(dist, 'remoteEntry.js'), script);
  writeFileSync(path.join(dist, SHARED_IMPORTS_FILE), JSON.stringify(USES));
  writeFileSync(
    path.join(dist, INTEGRITY_FILE),
    JSON.stringify(integrityOfScripts([['remoteEntry.js', script]])),
  );
  if (stamp)
    writeFileSync(
      path.join(dist, BUILD_STAMP),
      JSON.stringify({ publicPath: 'auto', ...BUILT_FROM, ...stamp }),
    );
  return { appDir, dist, deployRoot: path.join(root, 'deploy') };
}

function release(appDir, deployRoot, ...flags) {
  const { RELEASE_VERSION: _ignored, PORTAL_CONTRACT_VERSION: _too, ...env } = process.env;
  const result = spawnSync(process.execPath, [RELEASE, ...flags], {
    cwd: appDir,
    env: { ...env, PORTAL_DEPLOY_ROOT: deployRoot },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('release --prebuilt', () => {
  it('publishes the dist built for this version, without building again', () => {
    const { appDir, deployRoot } = builtApp();
    const { status, output } = release(appDir, deployRoot, '--prebuilt');
    expect(output).toContain('Published mfe-demo 1.2.3');
    expect(status).toBe(0);
    const target = path.join(deployRoot, 'mfe-demo', '1.2.3');
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe(
      'console.log("built once");',
    );
    const info = JSON.parse(readFileSync(path.join(target, 'release.json'), 'utf8'));
    // The commit, contract and federation runtime the build was made from, as it recorded them:
    // the publisher needs neither the history nor the packages.
    expect(info).toMatchObject({ app: 'mfe-demo', version: '1.2.3', ...BUILT_FROM });
    // And what its code uses of the shared libraries, as the build wrote it beside itself.
    expect(info.sharedImports).toEqual(USES);
    // The build's own note is not part of what browsers are served.
    expect(existsSync(path.join(target, BUILD_STAMP))).toBe(false);
  });

  it('refuses a dist no release build made (a plain `pnpm build`)', () => {
    const { appDir, deployRoot } = builtApp({ stamp: null });
    const { status, output } = release(appDir, deployRoot, '--prebuilt');
    expect(status).toBe(1);
    expect(output).toMatch(/release refused: .*--build-only/);
    expect(existsSync(path.join(deployRoot, 'mfe-demo'))).toBe(false);
  });

  it.each([
    ['the federation runtime', { federationRuntime: undefined }],
    ['which parts of the runtime it shares', { federationRuntimeParts: undefined }],
    ["what its shared libraries' copies hold", { sharedSurfaces: undefined }],
  ])('refuses a dist whose note does not say what it was built from: %s', (_, missing) => {
    const { appDir, deployRoot } = builtApp({
      stamp: { app: 'mfe-demo', version: '1.2.3', ...missing },
    });
    const { status, output } = release(appDir, deployRoot, '--prebuilt');
    expect(status).toBe(1);
    expect(output).toContain('build it again with --build-only');
    expect(existsSync(path.join(deployRoot, 'mfe-demo'))).toBe(false);
  });

  it('refuses a dist built for another version', () => {
    const { appDir, deployRoot } = builtApp({
      version: '1.2.4',
      stamp: { app: 'mfe-demo', version: '1.2.3' },
    });
    const { status, output } = release(appDir, deployRoot, '--prebuilt');
    expect(status).toBe(1);
    expect(output).toContain('built for mfe-demo 1.2.3, not 1.2.4');
  });

  it('refuses a dist whose scripts changed after the build pinned them', () => {
    const { appDir, dist, deployRoot } = builtApp();
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'console.log("tampered");');
    const { status, output } = release(appDir, deployRoot, '--prebuilt');
    expect(status).toBe(1);
    expect(output).toContain('remoteEntry.js does not match its recorded hash');
  });

  it('refuses --prebuilt with --build-only', () => {
    const { appDir, deployRoot } = builtApp();
    const { status, output } = release(appDir, deployRoot, '--prebuilt', '--build-only');
    expect(status).toBe(1);
    expect(output).toContain('--prebuilt and --build-only');
  });
});
