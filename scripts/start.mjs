#!/usr/bin/env node
// `pnpm start`: build the production bundles, then serve the portal with the sandbox back end.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')], { stdio: 'inherit' });
const server = spawn(
  process.execPath,
  [path.join(ROOT, 'scripts/serve-portal.mjs'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
