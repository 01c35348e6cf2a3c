#!/usr/bin/env node
// Serves the production builds of the whole portal on separate origins, plus the sandbox:
// what `pnpm start` runs and what the end-to-end tests run against.
//   node scripts/serve-portal.mjs [--base 3000] [--data-dir DIR] [--fresh] [--control]
// With --control, a loopback-only control port (base+99) lets tests stop and start one
// remote's server: POST /remotes/<area>/stop|start.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from '../tooling/static-server.js';
import { remotesJson, topology } from './portal-topology.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '3000' },
    'data-dir': { type: 'string', default: path.join(ROOT, '.sandbox-data') },
    control: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});

const top = topology(Number(values.base));
let stopping = false;
if (values.fresh) rmSync(values['data-dir'], { recursive: true, force: true });
const deployDir = path.join(values['data-dir'], 'deploy');
mkdirSync(deployDir, { recursive: true });
const remotesFile = path.join(deployDir, 'remotes.json');
const versionOf = (dir) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
writeFileSync(
  remotesFile,
  JSON.stringify(
    remotesJson(top, Object.fromEntries(top.remotes.map((r) => [r.area, versionOf(r.dir)]))),
    null,
    2,
  ),
);

const sandbox = spawn(process.execPath, [path.join(ROOT, 'api-sandbox/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(top.sandbox.port),
    HOST: '127.0.0.1',
    SANDBOX_DATA_DIR: path.join(values['data-dir'], 'sandbox'),
  },
  stdio: 'inherit',
});
sandbox.on('exit', (code) => {
  if (!stopping) {
    console.error(`sandbox exited with ${code}`);
    process.exit(1);
  }
});

const shell = createStaticServer({
  role: 'shell',
  root: path.join(ROOT, 'shell/dist'),
  port: top.shell.port,
  apiTarget: top.sandbox.url,
  remotesFile,
});
const remoteServers = new Map(
  top.remotes.map((r) => [
    r.area,
    createStaticServer({ role: 'remote', root: path.join(ROOT, r.dir, 'dist'), port: r.port }),
  ]),
);
const running = new Set();

await shell.listen();
for (const [area, server] of remoteServers) {
  await server.listen();
  running.add(area);
}
await waitForSandbox();

let control;
if (values.control) {
  control = http.createServer(async (req, res) => {
    const match = /^\/remotes\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    const server = match && remoteServers.get(match[1]);
    if (req.method !== 'POST' || !match || !server) return res.writeHead(404).end();
    const [, area, action] = match;
    if (action === 'stop' && running.has(area)) {
      await server.close();
      running.delete(area);
    }
    if (action === 'start' && !running.has(area)) {
      await server.listen();
      running.add(area);
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ area, running: running.has(area) }));
  });
  await new Promise((resolve) => control.listen(top.control.port, '127.0.0.1', resolve));
}

console.log(`
Borrower portal:  http://localhost:${top.shell.port}
Remotes:          ${top.remotes.map((r) => `${r.area} ${r.port}`).join(', ')}
Sandbox API:      http://localhost:${top.sandbox.port}   (borrower1 / Welcome123)
`);

async function stop() {
  if (stopping) return;
  stopping = true;
  sandbox.kill('SIGTERM');
  control?.close();
  await Promise.all([
    shell.close(),
    ...[...running].map((area) => remoteServers.get(area).close()),
  ]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

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
