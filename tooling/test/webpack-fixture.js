// Small real webpack projects for the plugin tests: written to a temp folder, built to the end.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { tempDir } from './temp-dir.js';

/**
 * A new project folder holding `files` (path → text, or an object written as JSON).
 * @param {string} prefix the temp folder's name prefix
 * @param {Record<string, string | object>} files
 */
export function writeProject(prefix, files) {
  const dir = tempDir(prefix);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

/** The files of an ES-module package `name` 1.0.0 under node_modules, for writeProject. */
export function fakeLibrary(name, source, packageFields = {}) {
  return {
    [`node_modules/${name}/package.json`]: {
      name,
      version: '1.0.0',
      type: 'module',
      main: 'index.js',
      ...packageFields,
    },
    [`node_modules/${name}/index.js`]: source,
  };
}

/**
 * One build run to its end, its compiler closed. Resolves with the stats whatever the build
 * reported, since a test may expect errors.
 * @param {import('webpack').Configuration} config
 */
export function runWebpack(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats);
    }),
  );
}

/**
 * A federated host project sharing `fake-lib`, a side-effect-free library of two exports whose
 * bodies carry markers (KEPT_MARKER, DROPPED_MARKER), so the emitted JavaScript shows which
 * exports survived; `appSource` is the app's code that imports it.
 */
export function sharedLibraryProject(prefix, appSource) {
  return writeProject(prefix, {
    ...fakeLibrary(
      'fake-lib',
      [
        "export function kept() { return 'KEPT_MARKER'; }",
        "export function dropped() { return 'DROPPED_MARKER'; }",
      ].join('\n'),
      { sideEffects: false, module: 'index.js' },
    ),
    'src/index.js': "import('./bootstrap');",
    'src/bootstrap.js': appSource,
  });
}

/** The build's own scripts, joined: its top folder, not any separate build beside them. */
export const emittedScripts = (dir) =>
  readdirSync(path.join(dir, 'dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8'))
    .join('\n');

/**
 * A sharedLibraryProject built as production builds it (minimized: unused exports are only
 * marked until the minimizer drops them), as the federated host `host` sharing `fake-lib` with
 * `share` added to its share options, and `plugins` after the federation plugin.
 */
export function buildSharedLibraryHost(dir, { share = {}, plugins = [] } = {}) {
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'host' },
    optimization: { minimize: true },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: { 'fake-lib': { singleton: true, requiredVersion: '^1.0.0', ...share } },
        dts: false,
        manifest: false,
      }),
      ...plugins,
    ],
  });
}
