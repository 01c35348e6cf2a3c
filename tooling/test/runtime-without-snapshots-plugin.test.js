import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEFT_OUT,
  RuntimeWithoutSnapshotsPlugin,
  standInFor,
} from '../federation/runtime-without-snapshots-plugin.js';
import { runWebpack, writeProject } from './webpack-fixture.js';

const CORE = 'node_modules/@module-federation/runtime-core';

// A stand-in for runtime-core's layout: a core module that imports the two modules the shell
// leaves out, as the real one does.
const fakeRuntimeCore = () => ({
  [`${CORE}/package.json`]: {
    name: '@module-federation/runtime-core',
    version: '2.9.2',
    type: 'module',
    main: 'dist/index.js',
  },
  [`${CORE}/dist/index.js`]: [
    "import { SnapshotHandler } from './plugins/snapshot/SnapshotHandler.js';",
    "import { preloadAssets } from './utils/preload.js';",
    'export const handler = new SnapshotHandler();',
    'export { preloadAssets };',
  ].join('\n'),
  [`${CORE}/dist/plugins/snapshot/SnapshotHandler.js`]:
    "export class SnapshotHandler { load() { return 'THE SNAPSHOT MACHINERY'; } }",
  [`${CORE}/dist/utils/preload.js`]: "export const preloadAssets = () => 'THE PRELOAD HELPERS';",
});

async function build(files) {
  const dir = writeProject('no-snapshots-', files);
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false },
    plugins: [new RuntimeWithoutSnapshotsPlugin()],
  });
  const errors = stats.compilation.errors.map((error) => error.message);
  const code = errors.length ? '' : readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  return { errors, code };
}

describe('RuntimeWithoutSnapshotsPlugin', () => {
  it('builds the runtime with the stand-ins in place of its snapshot handler and preload helpers', async () => {
    const { errors, code } = await build({
      ...fakeRuntimeCore(),
      'src/index.js':
        "import { handler, preloadAssets } from '@module-federation/runtime-core';\nconsole.log(handler, preloadAssets);",
    });
    expect(errors).toEqual([]);
    expect(code).not.toContain('THE SNAPSHOT MACHINERY');
    expect(code).not.toContain('THE PRELOAD HELPERS');
    expect(code).toContain('loads remotes by their entry only');
    expect(code).toContain('no preloadRemote()');
  }, 60_000);

  it('fails the build when the runtime no longer has the modules it replaces', async () => {
    const { [`${CORE}/dist/utils/preload.js`]: _moved, ...files } = fakeRuntimeCore();
    const { errors } = await build({
      ...files,
      [`${CORE}/dist/index.js`]:
        "import { SnapshotHandler } from './plugins/snapshot/SnapshotHandler.js';\nexport const handler = new SnapshotHandler();",
      'src/index.js':
        "import { handler } from '@module-federation/runtime-core';\nconsole.log(handler);",
    });
    expect(errors).toEqual([
      expect.stringContaining('runtime-core no longer has utils/preload.js'),
    ]);
  }, 60_000);

  it('leaves a build without the federation runtime alone (the bench’s monolith)', async () => {
    const { errors, code } = await build({ 'src/index.js': "console.log('MONOLITH');" });
    expect(errors).toEqual([]);
    expect(code).toContain('MONOLITH');
  }, 60_000);

  it('names every module it could not replace', async () => {
    const { errors } = await build({
      [`${CORE}/package.json`]: fakeRuntimeCore()[`${CORE}/package.json`],
      [`${CORE}/dist/index.js`]: 'export const core = 1;',
      'src/index.js': "import { core } from '@module-federation/runtime-core';\nconsole.log(core);",
    });
    expect(errors).toEqual([
      expect.stringContaining(
        'runtime-core no longer has plugins/snapshot/SnapshotHandler.js, utils/preload.js',
      ),
    ]);
  }, 60_000);

  it.each([
    [
      '/repo/node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js',
      LEFT_OUT['plugins/snapshot/SnapshotHandler.js'],
    ],
    [
      'C:\\repo\\node_modules\\@module-federation\\runtime-core\\dist\\utils\\preload.js',
      LEFT_OUT['utils/preload.js'],
    ],
    ['/repo/node_modules/@module-federation/runtime-core/dist/core.js', undefined],
    ['/repo/node_modules/@module-federation/sdk/dist/utils/preload.js', undefined],
    [undefined, undefined],
  ])('the module at %s is served by %s', (resource, expected) => {
    expect(standInFor(resource)).toBe(expected);
  });
});
