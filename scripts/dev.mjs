#!/usr/bin/env node
// `pnpm dev`: the sandbox (restarting on change) and every app's webpack dev server with
// Fast Refresh, on the README's ports. The shell's dev server answers /remotes.json with the
// remotes' dev servers on the same port base.
//   node scripts/dev.mjs [--base 3000] [--data-dir DIR] [--fresh] [--no-prometheus]
// --base shifts every port (shell base, remotes base+1..4, sandbox base+100), as
// serve-portal.mjs's does; the sandbox keeps its data where `pnpm start`'s does (.sandbox-data/).
// The telemetry receiver (base+98, restarting on change) answers the shell dev server's
// /telemetry; Prometheus (base+97) scrapes it, as in `pnpm start` (scripts/telemetry-services.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, topology } from './portal-topology.mjs';
import { startPrometheus } from './telemetry-services.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '3000' },
    'data-dir': { type: 'string', default: path.join(ROOT, '.sandbox-data') },
    fresh: { type: 'boolean', default: false },
    prometheus: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const base = Number(values.base);
const top = topology(base);
if (values.fresh) rmSync(values['data-dir'], { recursive: true, force: true });

const children = [];
function run(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => code && console.error(`[${name}] exited with ${code}`));
  children.push(child);
}

run('sandbox', process.execPath, ['--watch', 'src/main.ts'], path.join(ROOT, 'api-sandbox'), {
  PORT: String(top.sandbox.port),
  SANDBOX_DATA_DIR: path.join(path.resolve(values['data-dir']), 'sandbox'),
});
run(
  'telemetry',
  process.execPath,
  ['--watch', 'src/main.ts'],
  path.join(ROOT, 'telemetry-receiver'),
  { PORT: String(top.telemetry.port), HOST: '127.0.0.1' },
);
if (values.prometheus) {
  const dataDir = path.resolve(values['data-dir']);
  children.push(startPrometheus({ top, dataDir }));
}
for (const dir of ['shell', ...REMOTES.map((r) => r.dir)]) {
  run(dir, 'pnpm', ['dev'], path.join(ROOT, dir), {
    PORTAL_DEV_BASE: String(base),
    PORTAL_API_URL: top.sandbox.url,
    PORTAL_TELEMETRY_URL: top.telemetry.url,
  });
}
console.log(
  `Borrower portal (dev): http://localhost:${base} — remotes on ${base + 1}–${base + 4}, sandbox on ${top.sandbox.port}, telemetry receiver on ${top.telemetry.port}${values.prometheus ? `, Prometheus on ${top.prometheus.port}` : ''}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
