#!/usr/bin/env node
// Serves the production builds of the whole portal on separate origins, plus the sandbox:
// what `pnpm start` runs and what the end-to-end tests run against. Every origin is one nginx
// (tooling/nginx-process.js) with a configuration generated from the header policy; its files
// live under <data-dir>/nginx/<origin>/.
//   node scripts/serve-portal.mjs [--base 3000] [--data-dir DIR] [--fresh] [--control] [--deploy-root DIR]
//     [--override-origins 'http://localhost:*'] [--image-origins https://cdn.example] [--tls [--tls-dir DIR]]
//     [--scrape-interval 5s] [--no-prometheus]
// With --deploy-root, it serves published releases (see scripts/release.mjs) the way
// production does: each remote's origin serves every published version of it, the shell's
// origin serves the live shell release, and remotes.json is the deploy root's own.
// With --control, a loopback-only control port (base+99) lets tests stop and start one
// remote's nginx: POST /remotes/<area>/stop|start.
// With --override-origins (or PORTAL_OVERRIDE_ORIGINS), a staging or review deployment lets a
// browser point one area at a build on those origins from #/status (docs/decisions/008);
// without it (production), overrides are off and the CSP names no such origin.
// With --image-origins (or PORTAL_IMAGE_ORIGINS), the page may show images from the
// institution's hosts too (a CDN folder, footer images); otherwise only from the portal's own.
// With --tls, every origin serves HTTPS and HTTP/2, as production's edge serves the borrower,
// with a self-signed certificate kept in --tls-dir, else <data-dir>/tls (tooling/local-certificate.js);
// `pnpm bench` measures that way. A browser must be told to trust it (the bench names its key).
// Telemetry (issue 51, scripts/telemetry-services.mjs): the receiver on base+98 behind the
// shell's POST /telemetry, and Prometheus on base+97 scraping it every --scrape-interval
// (--no-prometheus: the receiver alone). Every nginx writes JSON access lines to
// <data-dir>/logs/nginx-<origin>-access.log.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localCertificate } from '../tooling/local-certificate.js';
import { createNginxSite } from '../tooling/nginx-process.js';
import { parseOverrideOrigins } from '../tooling/remote-overrides.js';
import { parseImageOrigins, remoteOriginsOf } from '../tooling/server-headers.js';
import { linkLiveReleases, LIVE_SHELL_PAGE } from './deploy/live-link.mjs';
import { PUBLIC_API_PATHS } from '../libs/api-contract/src/all-endpoints.ts';
import { remotesJson, topology } from './portal-topology.mjs';
import { unservedRemotes, unservedRemotesWarning } from './unserved-remotes.mjs';
import {
  DEFAULT_SCRAPE_INTERVAL,
  prometheusBinary,
  startPrometheus,
  startReceiver,
  waitUntilUp,
} from './telemetry-services.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '3000' },
    'data-dir': { type: 'string', default: path.join(ROOT, '.sandbox-data') },
    control: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'deploy-root': { type: 'string' },
    'override-origins': { type: 'string', default: process.env.PORTAL_OVERRIDE_ORIGINS ?? '' },
    'image-origins': { type: 'string', default: process.env.PORTAL_IMAGE_ORIGINS ?? '' },
    tls: { type: 'boolean', default: false },
    'tls-dir': { type: 'string' },
    'scrape-interval': { type: 'string', default: DEFAULT_SCRAPE_INTERVAL },
    prometheus: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const top = topology(Number(values.base), '127.0.0.1', values.tls ? 'https' : 'http');
// Before anything starts: a machine without Prometheus is told so, not left half-served.
try {
  if (values.prometheus) prometheusBinary();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// nginx reads every path of its configuration relative to its prefix: make them absolute.
values['data-dir'] = path.resolve(values['data-dir']);
let stopping = false;
let control;
if (values.fresh) rmSync(values['data-dir'], { recursive: true, force: true });
const tls = values.tls
  ? localCertificate(values['tls-dir'] ?? path.join(values['data-dir'], 'tls'))
  : undefined;
const published = values['deploy-root'] ? path.resolve(values['deploy-root']) : null;
const remotesFile = published ? path.join(published, 'remotes.json') : writeLocalRemotes();

/** Without a deploy root, each app's dist/ is live and remotes.json names them. */
function writeLocalRemotes() {
  const dir = path.join(values['data-dir'], 'deploy');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'remotes.json');
  const versionOf = (app) =>
    JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
  const versions = Object.fromEntries(top.remotes.map((r) => [r.area, versionOf(r.dir)]));
  writeFileSync(file, JSON.stringify(remotesJson(top, versions), null, 2));
  return file;
}

// The shell's page may load code from the remotes' origins: this topology's, and any other
// the deploy's remotes.json names when the servers start.
const remoteOrigins = [
  ...new Set([
    ...top.remotes.map((r) => r.url),
    ...remoteOriginsOf(
      existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : {},
    ),
  ]),
];
const overrideOrigins = parseOverrideOrigins(values['override-origins']);

// A deploy root published for other ports (another --base, PORTAL_REMOTE_ORIGINS) names origins
// nobody serves here: each such area would fail to load, so say which and how to fix it.
if (published && existsSync(remotesFile)) {
  const unserved = unservedRemotes(JSON.parse(readFileSync(remotesFile, 'utf8')), top);
  if (unserved.length) console.warn(unservedRemotesWarning(unserved, remotesFile));
}

// An HTTPS page may not run code from plain-HTTP origins (mixed content): say so, not a blank page.
const plainOrigins = [...remoteOrigins, ...overrideOrigins].filter((o) => o.startsWith('http:'));
if (tls && plainOrigins.length) {
  console.error(
    `--tls serves the page over HTTPS, but ${plainOrigins.join(', ')} would serve its code over plain HTTP, which the browser blocks. Publish with https origins (PORTAL_REMOTE_ORIGINS), or serve without --tls.`,
  );
  process.exit(1);
}

const sandbox = spawn(process.execPath, [path.join(ROOT, 'api-sandbox/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(top.sandbox.port),
    HOST: '127.0.0.1',
    SANDBOX_DATA_DIR: path.join(values['data-dir'], 'sandbox'),
    // The shell's /api proxy below is the sandbox's gateway: only its X-Forwarded-For counts.
    SANDBOX_TRUSTED_GATEWAYS: '127.0.0.1',
  },
  stdio: 'inherit',
});
sandbox.on('exit', (code) => {
  if (!stopping) {
    console.error(`sandbox exited with ${code}`);
    process.exit(1);
  }
});

// The receiver knows the versions the deploy publishes (and reads them again as they change).
const telemetryServices = [
  [
    'telemetry receiver',
    startReceiver({ top, dataDir: values['data-dir'], remotesFile, deployRoot: published }),
  ],
  ...(values.prometheus
    ? [
        [
          'prometheus',
          startPrometheus({
            top,
            dataDir: values['data-dir'],
            scrapeInterval: values['scrape-interval'],
          }),
        ],
      ]
    : []),
];
for (const [name, child] of telemetryServices)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited with ${code} (see ${path.join(values['data-dir'], 'logs')})`);
      stop(1);
    }
  });

const prefix = (name) => path.join(values['data-dir'], 'nginx', name);
const accessLog = (name) => path.join(values['data-dir'], 'logs', `nginx-${name}-access.log`);
if (published) linkLiveReleases(published);
const shell = createNginxSite({
  prefix: prefix('shell'),
  role: 'shell',
  root: published ? path.join(published, 'shell') : path.join(ROOT, 'shell/dist'),
  port: top.shell.port,
  apiTarget: top.sandbox.url,
  publicApiPaths: PUBLIC_API_PATHS,
  telemetryTarget: top.telemetry.url,
  accessLog: accessLog('shell'),
  remotesFile,
  remoteOrigins,
  overrideOrigins,
  imageOrigins: parseImageOrigins(values['image-origins']),
  ...(published ? { index: LIVE_SHELL_PAGE } : {}),
  tls,
});
const remoteServers = new Map(
  top.remotes.map((r) => [
    r.area,
    createNginxSite({
      prefix: prefix(r.area),
      role: 'remote',
      root: published ? path.join(published, r.dir) : path.join(ROOT, r.dir, 'dist'),
      port: r.port,
      accessLog: accessLog(r.area),
      tls,
    }),
  ]),
);
const running = new Set();

try {
  await shell.start();
  for (const [area, server] of remoteServers) {
    await server.start();
    running.add(area);
  }
} catch (error) {
  console.error(error.message);
  await stop(1);
}
await waitForSandbox();
await waitUntilUp(`${top.telemetry.url}/health`, 'The telemetry receiver');
if (values.prometheus) await waitUntilUp(`${top.prometheus.url}/-/ready`, 'Prometheus');

if (values.control) {
  control = http.createServer(async (req, res) => {
    const match = /^\/remotes\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    const server = match && remoteServers.get(match[1]);
    if (req.method !== 'POST' || !match || !server) return res.writeHead(404).end();
    const [, area, action] = match;
    if (action === 'stop' && running.has(area)) {
      await server.stop();
      running.delete(area);
    }
    if (action === 'start' && !running.has(area)) {
      await server.start();
      running.add(area);
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ area, running: running.has(area) }));
  });
  await new Promise((resolve) => control.listen(top.control.port, '127.0.0.1', resolve));
}

console.log(`
Borrower portal:  ${top.shell.url.replace('127.0.0.1', 'localhost')}${tls ? `   (self-signed: trust ${tls.certificate})` : ''}
Remotes:          ${top.remotes.map((r) => `${r.area} ${r.port}`).join(', ')}
Sandbox API:      http://localhost:${top.sandbox.port}   (borrower1 / Welcome123)
Telemetry:        POST /telemetry → receiver http://localhost:${top.telemetry.port} (/metrics, /health)
Prometheus:       ${values.prometheus ? `http://localhost:${top.prometheus.port}   (scrapes every ${values['scrape-interval']})` : 'off (--no-prometheus)'}
Logs:             ${path.join(values['data-dir'], 'logs')}   (nginx-*-access.log, telemetry-receiver.log, prometheus.log)
`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  sandbox.kill('SIGTERM');
  for (const [, child] of telemetryServices) child.kill('SIGTERM');
  control?.close();
  await Promise.all([shell.stop(), ...[...running].map((area) => remoteServers.get(area).stop())]);
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

async function waitForSandbox() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`${top.sandbox.url}/__sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The sandbox did not start within 10 seconds');
}
