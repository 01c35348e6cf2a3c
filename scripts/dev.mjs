#!/usr/bin/env node
// `pnpm dev`: the sandbox (restarting on change) and every app's webpack dev server with hot
// reload, on the README's ports. The shell's dev server reads shell/dev/remotes.json, which
// points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from './portal-topology.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const children = [];

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
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

run('sandbox', process.execPath, ['--watch', 'src/main.ts'], path.join(ROOT, 'api-sandbox'));
for (const dir of ['shell', ...REMOTES.map((r) => r.dir)]) {
  run(dir, 'pnpm', ['dev'], path.join(ROOT, dir));
}
console.log('Borrower portal (dev): http://localhost:3000 — remotes on 3001–3004, sandbox on 3100');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
