// Drives the real release and remotes commands against the end-to-end deploy root, as an
// operator or a team's pipeline would.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
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

/** `pnpm --filter <app> release` without its checks (the unit suites ran before the journeys). */
export function release(app: string, extra: Record<string, string> = {}) {
  execFileSync('pnpm', ['run', 'release', '--skip-checks'], {
    cwd: path.join(REPO, app),
    env: env(extra),
    stdio: 'pipe',
  });
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
