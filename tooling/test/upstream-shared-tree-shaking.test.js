import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSharedLibraryHost, emittedScripts, sharedLibraryProject } from './webpack-fixture.js';

// tooling/upstream/shared-surface-plugin.js stays only while the federation plugin's own
// `shared[name].treeShaking.usedExports` cannot replace it with webpack: in enhanced 2.9.3 it
// shakes the copy the page provides, but it also builds the library apart and points the runtime
// at that build (`sharedFallback`), so the page would load an unpinned second copy instead of
// its own chunks (docs/decisions/005). This fails the day upstream stops doing so: then set the
// option, delete the plugin and this test.
function buildWithUpstreamTreeShaking() {
  const dir = sharedLibraryProject(
    'upstream-shaking-',
    "import { kept } from 'fake-lib';\nconsole.log(kept());",
  );
  const built = buildSharedLibraryHost(dir, { share: { treeShaking: { usedExports: ['kept'] } } });
  return { dir, built };
}

describe("the federation plugin's own shared tree shaking, with webpack", () => {
  it('shakes the provided copy', async () => {
    const { dir, built } = buildWithUpstreamTreeShaking();
    expect((await built).compilation.errors).toEqual([]);
    expect(emittedScripts(dir)).toContain('KEPT_MARKER');
    expect(emittedScripts(dir)).not.toContain('DROPPED_MARKER');
  }, 90_000);

  it('still builds the library apart and points the runtime at that build instead', async () => {
    const { dir, built } = buildWithUpstreamTreeShaking();
    await built;
    const fallback = /sharedFallback=\{"fake-lib":\[\["(independent-packages\/[^"]+\.js)"/.exec(
      emittedScripts(dir),
    );
    expect(fallback).not.toBeNull();
    expect(existsSync(path.join(dir, 'dist', String(fallback?.[1])))).toBe(true);
  }, 90_000);
});
