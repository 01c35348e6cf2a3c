#!/usr/bin/env node
// Every package's unit tests (jest), two packages at a time on two cores, the largest first:
// pnpm's topological order started the sandbox's, the longest, after most others, and it then ran
// alone for a minute with a core idle. A package's output is printed whole once it has finished,
// so two packages' lines never interleave. Exits non-zero when any package failed.
import { execFileSync, spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = Number(process.env.UNIT_CONCURRENCY ?? 2);
const SKIPPED = new Set(['e2e']); // its journeys are `pnpm run test:e2e`

const TEST_FILES = execFileSync('git', ['ls-files', '*.test.*'], {
  cwd: ROOT,
  encoding: 'utf8',
}).split('\n');

/** The workspace's packages with a test script, each with its number of test files. */
function packagesWithTests() {
  const patterns = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+(\S+)$/.exec(line)?.[1])
    .filter((entry) => entry !== undefined);
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((name) =>
          path.join(pattern.slice(0, -2), name),
        )
      : [pattern],
  );
  return dirs
    .filter((dir) => !SKIPPED.has(dir))
    .filter((dir) => {
      try {
        return Boolean(
          JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts?.test,
        );
      } catch {
        return false;
      }
    })
    .map((dir) => ({
      dir,
      testFiles: TEST_FILES.filter((file) => file.startsWith(`${dir}/`)).length,
    }));
}

function run({ dir }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('pnpm', ['run', 'test'], { cwd: path.join(ROOT, dir), env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${dir} (${seconds} s, exit ${code}) ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ dir, ok: code === 0 });
    });
  });
}

const queue = packagesWithTests().sort((a, b) => b.testFiles - a.testFiles);
const results = [];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  }),
);
const failed = results.filter((result) => !result.ok).map((result) => result.dir);
if (failed.length > 0) {
  console.error(`\nUnit tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nUnit tests passed in all ${results.length} packages.`);
