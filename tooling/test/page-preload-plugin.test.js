import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PagePreloadPlugin } from '../page-preload-plugin.js';
import { fakeLibrary, runWebpack, writeProject } from './webpack-fixture.js';

// A real (small) federated remote: its exposed module consumes one shared library and has two
// lazy pages; one page consumes a library that itself imports a third shared library, and
// opens a lazy dialog of its own. Each file carries a marker, so the emitted files show what
// each chunk holds.
let dir;
let manifest;
const SOURCES = {
  'src/index.js': "import('./bootstrap');",
  'src/bootstrap.js': "console.log('STANDALONE');",
  'src/area.js': [
    "import { a } from 'lib-a';",
    'export const home = () => import(/* webpackChunkName: "page-home" */ \'./home\');',
    'export const help = () => import(/* webpackChunkName: "page-help" */ \'./help\');',
    'export default a;',
  ].join('\n'),
  'src/home.js': [
    "import { b } from 'lib-b';",
    "export const dialog = () => import('./dialog');",
    "export default () => 'HOME_MARKER' + b();",
  ].join('\n'),
  'src/help.js': "export default () => 'HELP_MARKER';",
  'src/dialog.js': "export default () => 'DIALOG_MARKER';",
};
const LIBRARIES = {
  'lib-a': "export const a = () => 'LIB_A_MARKER';",
  'lib-b': "import { c } from 'lib-c';\nexport const b = () => 'LIB_B_MARKER' + c();",
  'lib-c': "export const c = () => 'LIB_C_MARKER';",
};

beforeAll(async () => {
  const libraries = Object.entries(LIBRARIES).map(([name, source]) => fakeLibrary(name, source));
  dir = writeProject('page-preload-', Object.assign({ ...SOURCES }, ...libraries));
  const shared = Object.fromEntries(
    Object.keys(LIBRARIES).map((name) => [name, { requiredVersion: '^1.0.0' }]),
  );
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'fixture',
      chunkFilename: '[name].[contenthash:10].js',
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './area': './src/area.js' },
        shared,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      new PagePreloadPlugin({ expose: 'area' }),
    ],
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  manifest = JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
}, 60_000);

const text = (files) => files.map((f) => readFileSync(path.join(dir, 'dist', f), 'utf8')).join();

describe("PagePreloadPlugin: a remote's manifest names each page's first files", () => {
  it('keeps what the federation plugin wrote', () => {
    expect(manifest.name).toBe('fixture');
    expect(manifest.exposes.map((e) => e.name)).toEqual(['area']);
  });

  it('names the shared libraries the exposed module consumes', () => {
    expect(manifest.preload.shared).toEqual(['lib-a']);
  });

  it("names a page's own chunks, not those of its lazy parts or of other pages", () => {
    const { home, help } = manifest.preload.pages;
    expect(text(home.js)).toContain('HOME_MARKER');
    expect(text(home.js)).not.toContain('DIALOG_MARKER');
    expect(text(home.js)).not.toContain('HELP_MARKER');
    expect(text(help.js)).toContain('HELP_MARKER');
  });

  it('names the libraries a page consumes, and those they consume in turn', () => {
    expect(manifest.preload.pages.home.shared).toEqual(['lib-b', 'lib-c']);
    expect(manifest.preload.pages.help.shared).toEqual([]);
  });

  it("names the files of each library's own copy in this build", () => {
    const { libraries } = manifest.preload;
    expect(Object.keys(libraries)).toEqual(['lib-a', 'lib-b', 'lib-c']);
    expect(text(libraries['lib-b'].js)).toContain('LIB_B_MARKER');
    expect(text(libraries['lib-c'].js)).toContain('LIB_C_MARKER');
  });
});
