// The portal's telemetry back end in `pnpm start`, `pnpm dev` and the journeys (issue 51): the
// receiver behind the shell's /telemetry (telemetry-receiver/) and a Prometheus that scrapes it
// and evaluates the rules of ops/prometheus/. Both on loopback, unprivileged, with their data and
// logs under the data folder:
//   <data-dir>/logs/telemetry-receiver.log   the receiver's JSON lines
//   <data-dir>/logs/prometheus.log           Prometheus's own log
//   <data-dir>/prometheus/                   its generated configuration and its TSDB
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROVISION_HINT =
  'run scripts/provision.sh (Debian: prometheus), or serve without it: --no-prometheus';

/** The rule files Prometheus loads here and in docker-compose.yml. */
export const RULE_FILES = ['recording-rules.yml', 'alert-rules.yml'].map((file) =>
  path.join(ROOT, 'ops/prometheus', file),
);

/** How often Prometheus scrapes the receiver and evaluates the rules, unless told. */
export const DEFAULT_SCRAPE_INTERVAL = '5s';

/**
 * Prometheus's configuration (JSON is YAML): one job scraping the receiver's /metrics.
 * @param {{ target: string, scrapeInterval?: string, ruleFiles?: string[] }} options
 *   target: the receiver's host:port
 */
export function prometheusConfig({
  target,
  scrapeInterval = DEFAULT_SCRAPE_INTERVAL,
  ruleFiles = RULE_FILES,
}) {
  if (!/^\d+(ms|s|m)$/.test(scrapeInterval))
    throw new Error(`A scrape interval is a duration like 2s or 15s, got ${scrapeInterval}`);
  return {
    global: { scrape_interval: scrapeInterval, evaluation_interval: scrapeInterval },
    rule_files: ruleFiles,
    scrape_configs: [
      {
        job_name: 'telemetry-receiver',
        metrics_path: '/metrics',
        static_configs: [{ targets: [target] }],
      },
    ],
  };
}

export function prometheusBinary() {
  const bin = process.env.PROMETHEUS_BIN ?? 'prometheus';
  const { error } = spawnSync(bin, ['--version'], { stdio: 'ignore' });
  if (error) throw new Error(`Cannot run ${bin} (${error.message}); ${PROVISION_HINT}`);
  return bin;
}

const logFile = (dataDir, name) => {
  mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  return openSync(path.join(dataDir, 'logs', name), 'a');
};

/**
 * @param {object} options
 * @param {ReturnType<typeof import('./portal-topology.mjs').topology>} options.top
 * @param {string} options.dataDir  absolute
 * @param {string} [options.remotesFile] the remotes.json the shell serves (versions it names)
 * @param {string|null} [options.deployRoot] published releases (their folders are versions)
 * @param {boolean} [options.watch] restart on a change of its sources (`pnpm dev`)
 * @param {'file'|'inherit'} [options.output] where its JSON lines go
 */
export function startReceiver({
  top,
  dataDir,
  remotesFile,
  deployRoot,
  watch = false,
  output = 'file',
}) {
  const out = output === 'file' ? logFile(dataDir, 'telemetry-receiver.log') : 'inherit';
  const shellVersion = JSON.parse(
    readFileSync(path.join(ROOT, 'shell/package.json'), 'utf8'),
  ).version;
  return spawn(
    process.execPath,
    [...(watch ? ['--watch'] : []), path.join(ROOT, 'telemetry-receiver/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(top.telemetry.port),
        HOST: '127.0.0.1',
        ...(remotesFile ? { TELEMETRY_REMOTES_FILE: remotesFile } : {}),
        ...(deployRoot ? { TELEMETRY_DEPLOY_ROOT: deployRoot } : {}),
        // Without a deploy root the shell is this checkout's build, named by its package version.
        ...(deployRoot ? {} : { TELEMETRY_EXTRA_VERSIONS: shellVersion }),
        // Only the shell origin's nginx (and a dev server) on loopback reaches it.
        TELEMETRY_TRUSTED_PROXIES: '127.0.0.1,::1',
        // Each live build's errors per view for #/status.
        TELEMETRY_PROMETHEUS_URL: top.prometheus.url,
      },
      stdio: ['ignore', out, 'inherit'],
    },
  );
}

/**
 * @param {object} options
 * @param {ReturnType<typeof import('./portal-topology.mjs').topology>} options.top
 * @param {string} options.dataDir  absolute
 * @param {string} [options.scrapeInterval]
 */
export function startPrometheus({ top, dataDir, scrapeInterval }) {
  const bin = prometheusBinary();
  const dir = path.join(dataDir, 'prometheus');
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const config = path.join(dir, 'prometheus.yml');
  const target = new URL(top.telemetry.url).host;
  writeFileSync(config, JSON.stringify(prometheusConfig({ target, scrapeInterval }), null, 2));
  const log = logFile(dataDir, 'prometheus.log');
  return spawn(
    bin,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${top.prometheus.port}`,
      '--storage.tsdb.retention.time=7d',
      '--log.format=json',
    ],
    { cwd: dir, stdio: ['ignore', log, log] },
  );
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitUntilUp(url, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} seconds`);
}
