import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_INTERNAL_PATHS, brokenRules } from '../internal-paths.js';

// No code depends on a library's private files: no imports of webpack/lib/* or of a
// @module-federation package's dist/*, no module replaced by path, no resolution aliases,
// outside the short allow-list in tooling/internal-paths.js.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = execFileSync('git', ['ls-files', '*.js', '*.mjs', '*.cjs', '*.ts', '*.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  // The rules and their own examples name what they refuse.
  .filter(
    (file) =>
      file && !['tooling/internal-paths.js', 'tooling/test/internal-paths.test.js'].includes(file),
  );

function findings() {
  return SOURCES.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        brokenRules(line).map((what) => ({ file, line: line.trim(), at: index + 1, what })),
      ),
  );
}

const allowed = ({ file, line }) =>
  ALLOWED_INTERNAL_PATHS.some((entry) => entry.file === file && line.includes(entry.line));

describe('internal paths of libraries', () => {
  it.each([
    ["import extract from 'webpack/lib/util/extractUrlAndGlobal';", "webpack's internal files"],
    [
      "require('@module-federation/runtime-core/dist/utils/preload.js')",
      "a federation package's dist files",
    ],
    ['new webpack.NormalModuleReplacementPlugin(/x/, "./y")', 'a module replaced by path'],
    ['data.createData.resource = standIn;', 'a module replaced by path'],
    ["resolve: { alias: { react: 'preact' } },", 'a resolution alias'],
  ])('are recognised: %s', (line, what) => {
    expect(brokenRules(line)).toEqual([what]);
  });

  it.each([
    "import webpack from 'webpack';",
    "import { loadRemote } from '@module-federation/enhanced/runtime';",
    "import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';",
  ])('leave public entry points alone: %s', (line) => {
    expect(brokenRules(line)).toEqual([]);
  });

  it('are reached nowhere in the repository outside the allow-list', () => {
    expect(findings().filter((found) => !allowed(found))).toEqual([]);
  });

  it('has no allow-list entry that nothing needs any more', () => {
    const found = findings();
    const unused = ALLOWED_INTERNAL_PATHS.filter(
      (entry) => !found.some((f) => f.file === entry.file && f.line.includes(entry.line)),
    );
    expect(unused).toEqual([]);
  });
});
