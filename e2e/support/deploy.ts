// Drives the real release and remotes commands against the end-to-end deploy root, as an
// operator or a team's pipeline would.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deployPrometheusUrl, deployRemoteOrigins, deployRoot } from './topology';

const REPO = new URL('../..', import.meta.url).pathname;

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  PORTAL_DEPLOY_ROOT: deployRoot,
  PORTAL_REMOTE_ORIGINS: JSON.stringify(deployRemoteOrigins),
  PORTAL_OPERATOR: 'e2e-operator',
  PORTAL_PROMETHEUS_URL: deployPrometheusUrl,
  ...extra,
});

export function emptyDeployRoot() {
  rmSync(deployRoot, { recursive: true, force: true });
}

/**
 * Each build the journeys publish, made once per run and shared by every lane: a release's
 * files depend only on its app, version and contract, not on the deploy root it goes to.
 */
const RELEASE_CACHE = path.join(REPO, '.sandbox-data/release-cache');

/** Empties the cache of builds, so a run never publishes one made from other sources. */
export function clearReleaseCache() {
  rmSync(RELEASE_CACHE, { recursive: true, force: true });
}

/**
 * `pnpm --filter <app> release` without its checks (the unit suites ran before the journeys),
 * into this lane's deploy root: the first lane to ask builds it, the others copy that build, as
 * a pipeline publishes one build to several roots.
 */
export function release(app: string, extra: Record<string, string> = {}) {
  const version = extra['RELEASE_VERSION'] ?? packageVersion(app);
  const target = path.join(deployRoot, app, version);
  if (existsSync(target)) throw new Error(`${app} ${version} is already published`);
  const key = createHash('sha256')
    .update(JSON.stringify([app, extra]))
    .digest('hex')
    .slice(0, 16);
  const cacheRoot = path.join(RELEASE_CACHE, key);
  const built = path.join(cacheRoot, app, version);
  withLock(`${cacheRoot}.lock`, () => {
    if (existsSync(path.join(built, 'release.json'))) return;
    rmSync(cacheRoot, { recursive: true, force: true });
    execFileSync('pnpm', ['run', 'release', '--skip-checks'], {
      cwd: path.join(REPO, app),
      env: env({ ...extra, PORTAL_DEPLOY_ROOT: cacheRoot }),
      stdio: 'pipe',
    });
  });
  cpSync(built, target, { recursive: true });
}

const packageVersion = (app: string): string =>
  JSON.parse(readFileSync(path.join(REPO, app, 'package.json'), 'utf8')).version;

/** Runs `work` holding a lock directory (atomic to create); another lane waits its turn. */
function withLock(lock: string, work: () => void) {
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function remotes(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(REPO, 'scripts/remotes.mjs'), ...args], {
    env: env(),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export function liveRemotes(): Record<string, { version: string; entry: string }> {
  return JSON.parse(readFileSync(path.join(deployRoot, 'remotes.json'), 'utf8'));
}

/**
 * Every file and link of the deploy root with its modification time, to see what a command
 * touched (a link's own time: re-pointing it is a change, its target's files are not).
 */
export function deployRootSnapshot(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(deployRoot, full), lstatSync(full).mtimeMs);
    }
  };
  walk(deployRoot);
  return files;
}

/** The SHA-384 a release records for a script (tooling/script-integrity.js), as SRI writes it. */
const integrityOf = (text: string) =>
  `sha384-${createHash('sha384').update(text).digest('base64')}`;
const INTEGRITY_FILE = 'integrity.json';

/**
 * A published release copied to another version with its scripts edited (and re-hashed, as a
 * release records them): a second build of the same remote without building it again. Remotes
 * load their chunks from beside their manifest (publicPath auto), so the copy runs its own.
 * @param edit returns the script's new text, or the same text to leave it
 */
export function publishEditedCopy(
  app: string,
  from: string,
  to: string,
  edit: (code: string) => string,
) {
  const folder = path.join(deployRoot, app, to);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(deployRoot, app, from), folder, { recursive: true });
  const integrity = JSON.parse(readFileSync(path.join(folder, INTEGRITY_FILE), 'utf8'));
  let edited = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const file = path.join(folder, name);
    const code = readFileSync(file, 'utf8');
    const changed = edit(code);
    if (changed === code) continue;
    writeFileSync(file, changed);
    // nginx would otherwise send the unchanged precompressed siblings.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    integrity[name] = integrityOf(changed);
    edited++;
  }
  if (edited === 0) throw new Error(`the edit of ${app} ${to} changed no script`);
  writeFileSync(path.join(folder, INTEGRITY_FILE), JSON.stringify(integrity));
  const record = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'));
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ ...record, version: to }));
}

/** The deploy root's history of changes, one object per line of remotes-history.jsonl. */
export function remotesHistory(): Array<Record<string, unknown>> {
  const file = path.join(deployRoot, 'remotes-history.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
