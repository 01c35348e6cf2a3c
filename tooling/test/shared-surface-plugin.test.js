import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_IMPORTS_FILE } from '../federation-shared.js';
import { SharedSurfacePlugin } from '../upstream/shared-surface-plugin.js';
import { buildSharedLibraryHost, emittedScripts, sharedLibraryProject } from './webpack-fixture.js';

// A real (small) federated production build: a host sharing a side-effect-free library whose
// surface keeps only `kept` (webpack-fixture's sharedLibraryProject).
const fixture = (appSource) => sharedLibraryProject('surface-', appSource);

const build = (dir) =>
  buildSharedLibraryHost(dir, { plugins: [new SharedSurfacePlugin({ 'fake-lib': ['kept'] })] });

describe('SharedSurfacePlugin', () => {
  it('ships only the surface of a shared library, under its real export names', async () => {
    const dir = fixture("import { kept } from 'fake-lib';\nconsole.log(kept());");
    const stats = await build(dir);
    expect(stats.compilation.errors).toEqual([]);
    const js = emittedScripts(dir);
    expect(js).toContain('KEPT_MARKER');
    expect(js).not.toContain('DROPPED_MARKER');
    // Consumers in other builds reach the provided copy by name: it must not be mangled.
    expect(js).toMatch(/\bkept\b\s*:/);
  }, 60_000);

  it('writes beside the build what its code uses of each surfaced library', async () => {
    const dir = fixture("import { kept } from 'fake-lib';\nconsole.log(kept());");
    await build(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'dist', SHARED_IMPORTS_FILE), 'utf8'))).toEqual({
      'fake-lib': ['kept'],
    });
  }, 60_000);

  it('fails the build when code uses a name the surface does not keep', async () => {
    const dir = fixture("import { dropped } from 'fake-lib';\nconsole.log(dropped());");
    const stats = await build(dir);
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/uses "dropped" of the shared "fake-lib", which its surface/),
    ]);
  }, 60_000);
});
