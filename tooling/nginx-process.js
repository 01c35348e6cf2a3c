// Runs one nginx for one origin, unprivileged on loopback: its configuration (nginx-config.js),
// pid file and temporary folders live in a prefix folder the caller owns, and it is started and
// stopped by its own process id, never by name.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULES, nginxConfig } from './nginx-config.js';

const PROVISION_HINT = 'run scripts/provision.sh (Debian: nginx-light, libnginx-mod-http-brotli-*)';

export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  return 'nginx';
}

let version;
/** The version of the nginx that runs the sites, which the configuration's syntax follows. */
export function nginxVersion() {
  if (version) return version;
  // `nginx -v` writes "nginx version: nginx/1.22.1" to standard error.
  const { stderr, error } = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  const found = /nginx\/(\d+\.\d+\.\d+)/.exec(stderr ?? '')?.[1];
  if (!found)
    throw new Error(
      `Cannot tell the nginx version (${error?.message ?? stderr}); ${PROVISION_HINT}`,
    );
  return (version = found);
}

/** Where the brotli modules are; the portal is not served without them (issue 14). */
export function brotliModulesDir() {
  const dir = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
  const missing = BROTLI_MODULES.filter((m) => !existsSync(path.join(dir, m)));
  if (missing.length)
    throw new Error(`nginx modules missing in ${dir}: ${missing}; ${PROVISION_HINT}`);
  return dir;
}

/**
 * @param {{ prefix: string } & Parameters<typeof nginxConfig>[0]} options
 *   prefix: a writable folder for this origin's nginx.conf, pid file and temporary files
 */
export function createNginxSite({ prefix: folder, ...site }) {
  const prefix = path.resolve(folder);
  const conf = path.join(prefix, 'nginx.conf');
  const pidFile = path.join(prefix, 'nginx.pid');
  let child = null;

  function writeConfig() {
    mkdirSync(prefix, { recursive: true });
    const user = process.getuid?.() === 0 ? os.userInfo().username : undefined;
    writeFileSync(
      conf,
      nginxConfig({
        modulesDir: brotliModulesDir(),
        nginxVersion: nginxVersion(),
        user,
        ...site,
        pid: 'nginx.pid',
      }),
    );
  }

  async function start() {
    if (child) return;
    writeConfig();
    rmSync(pidFile, { force: true });
    const started = spawn(nginxBinary(), ['-e', 'stderr', '-p', prefix, '-c', conf], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    child = started;
    let stderr = '';
    started.stderr.on('data', (data) => {
      stderr += data;
      process.stderr.write(data);
    });
    const exited = new Promise((resolve) => started.once('exit', resolve));
    started.once('exit', () => {
      if (child === started) child = null;
    });
    const ready = await Promise.race([
      pidWritten(pidFile, started.pid).then(() => true),
      exited.then(() => false),
    ]);
    if (!ready) throw new Error(`nginx for ${site.role} on ${site.port} did not start: ${stderr}`);
  }

  async function stop() {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // TERM is nginx's fast shutdown: open connections close at once, as a stopped server's would.
    running.kill('SIGTERM');
    await exited;
  }

  process.once('exit', () => child?.kill('SIGTERM'));
  return {
    start,
    stop,
    conf,
    get pid() {
      return child?.pid ?? null;
    },
  };
}

/** nginx writes its pid file once its sockets listen: the sign it is serving. */
async function pidWritten(file, pid, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const written = await readFile(file, 'utf8').catch(() => '');
    if (written.trim() === String(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx ${pid} wrote no pid file in ${timeoutMs} ms`);
}
