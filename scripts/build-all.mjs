#!/usr/bin/env node
// Builds every app's production bundle, one after another (two cores: parallel builds only thrash).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = Date.now();
execFileSync(
  'pnpm',
  ['--filter', './shell', '--filter', './mfe-*', '--workspace-concurrency=1', 'build'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
console.log(`Built the shell and four remotes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
