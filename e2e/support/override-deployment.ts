// A staging deployment that enables remote overrides (docs/decisions/008), for
// tests/remote-override.spec.ts: published releases under a deploy root of its own, served by
// scripts/serve-portal.mjs with --override-origins, beside a second origin serving other
// payments builds (support/override-builds.mjs). Its ports sit between the journeys' two
// topologies (E2E_BASE_PORT + 50…, + 60), so it runs beside them.
import { setTimeout as sleep } from 'node:timers/promises';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BASE_PORT } from './topology';

const REPO = new URL('../..', import.meta.url).pathname;
const BASE = E2E_BASE_PORT + 50;
const BUILDS_PORT = E2E_BASE_PORT + 60;
export const stagingUrl = `http://127.0.0.1:${BASE}`;
export const overrideBuildsUrl = `http://127.0.0.1:${BUILDS_PORT}`;
/** What the deployment lets an override point at: any port of this loopback host. */
export const OVERRIDE_ORIGINS = 'http://127.0.0.1:*';

const root = path.join(REPO, `.sandbox-data/override-root-${E2E_BASE_PORT}`);
const AREAS = { identity: 1, payments: 2, servicing: 3, profile: 4 } as const;
const origins = Object.fromEntries(
  Object.entries(AREAS).map(([area, offset]) => [area, `http://127.0.0.1:${BASE + offset}`]),
);
const env = {
  ...process.env,
  PORTAL_DEPLOY_ROOT: root,
  PORTAL_REMOTE_ORIGINS: JSON.stringify(origins),
  PORTAL_OPERATOR: 'e2e-override',
};
const json = (file: string) => JSON.parse(readFileSync(path.join(REPO, file), 'utf8'));

/**
 * A version naming the shell's sources: the shell is released again only when they changed
 * (a shell release is a production build, most of this journey's set-up time).
 */
function shellSourceVersion() {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '-co',
      '--exclude-standard',
      'shell',
      'shared-contracts',
      'tooling',
      'package.json',
    ],
    { cwd: REPO, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && !file.includes('/test/') && existsSync(path.join(REPO, file)));
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(REPO, file)));
  return `${json('shell/package.json').version}-e2e.${hash.digest('hex').slice(0, 12)}`;
}

/**
 * Publishes the shell with its own release (its page names its version's folder) and each
 * remote's production build from dist/ (what release copies after building it: the journeys
 * built them already), then makes all live with `pnpm remotes promote`.
 */
export function publishDeployment() {
  const shellVersion = shellSourceVersion();
  // Everything but the shell releases goes; a shell release of other sources goes too.
  for (const entry of existsSync(root) ? readdirSync(root) : [])
    if (entry !== 'shell') rmSync(path.join(root, entry), { recursive: true, force: true });
  for (const entry of existsSync(path.join(root, 'shell'))
    ? readdirSync(path.join(root, 'shell'))
    : [])
    if (entry !== shellVersion)
      rmSync(path.join(root, 'shell', entry), { recursive: true, force: true });
  if (!existsSync(path.join(root, 'shell', shellVersion)))
    execFileSync('pnpm', ['run', 'release', '--skip-checks'], {
      cwd: path.join(REPO, 'shell'),
      env: { ...env, RELEASE_VERSION: shellVersion },
      stdio: 'pipe',
    });
  const version = '0.1.0';
  // The remotes' dists are built from this checkout, as the shell release is: the same shared
  // surfaces (which promote checks against the live shell's).
  const { sharedSurfaces } = JSON.parse(
    readFileSync(path.join(root, 'shell', shellVersion, 'release.json'), 'utf8'),
  ) as { sharedSurfaces: Record<string, string[]> };
  for (const area of Object.keys(AREAS)) {
    const app = `mfe-${area}`;
    const target = path.join(root, app, version);
    cpSync(path.join(REPO, app, 'dist'), target, { recursive: true });
    const release = {
      app,
      version,
      commit: 'e2e-dist',
      contractVersion: json('shared-contracts/package.json').version,
      federationRuntime: json('node_modules/@module-federation/enhanced/package.json').version,
      sharedSurfaces,
      sharedImports: JSON.parse(readFileSync(path.join(target, 'shared-imports.json'), 'utf8')),
      scriptIntegrity: 'integrity.json',
      publishedAt: new Date().toISOString(),
    };
    writeFileSync(path.join(target, 'release.json'), JSON.stringify(release));
  }
  const live: Array<[string, string]> = [
    ['shell', shellVersion],
    ...Object.keys(AREAS).map((area): [string, string] => [area, version]),
  ];
  for (const [area, v] of live)
    execFileSync(process.execPath, [path.join(REPO, 'scripts/remotes.mjs'), 'promote', area, v], {
      env,
      stdio: 'pipe',
    });
}

const children: ChildProcess[] = [];

/** Serves the deploy root with overrides enabled, and the other payments builds. */
export async function startDeployment() {
  children.push(
    spawn(
      process.execPath,
      [
        path.join(REPO, 'scripts/serve-portal.mjs'),
        '--base',
        String(BASE),
        '--data-dir',
        path.join(REPO, `.sandbox-data/e2e-override-${E2E_BASE_PORT}`),
        '--fresh',
        '--deploy-root',
        root,
        '--override-origins',
        OVERRIDE_ORIGINS,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
    spawn(
      process.execPath,
      [
        path.join(REPO, 'e2e/support/override-builds.mjs'),
        path.join(REPO, `.sandbox-data/override-builds-${E2E_BASE_PORT}`),
        String(BUILDS_PORT),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  await answers(`http://127.0.0.1:${BASE + 100}/__sandbox/health`);
  await answers(`${stagingUrl}/remotes.json`);
  await answers(`${overrideBuildsUrl}/good/mf-manifest.json`);
}

export async function stopDeployment() {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function answers(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
