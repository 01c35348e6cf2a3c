// Drives the real release and remotes commands against the end-to-end deploy root, as an
// operator or a team's pipeline would.
import { execFileSync, spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deployRemoteOrigins, deployRoot } from './topology';

const REPO = new URL('../..', import.meta.url).pathname;

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  PORTAL_DEPLOY_ROOT: deployRoot,
  PORTAL_REMOTE_ORIGINS: JSON.stringify(deployRemoteOrigins),
  PORTAL_OPERATOR: 'e2e-operator',
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
