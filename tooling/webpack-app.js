// The webpack configuration every app is built with; each app passes only what differs.
// Production builds are content-hashed and minified with swc (terser is ~3x slower here).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { contractsVersion, sharedConfig, SHARED_SURFACES } from './federation-shared.js';
import { BootPreloadPlugin } from './boot-preload-plugin.js';
import { BootScriptPlugin } from './boot-script-plugin.js';
import { PagePreloadPlugin, providedShareKeys } from './page-preload-plugin.js';
import { PrecompressPlugin } from './precompress.js';
import { ScriptIntegrityPlugin } from './script-integrity-plugin.js';
import { SharedSurfacePlugin } from './upstream/shared-surface-plugin.js';
import { ENTRY_FILENAME } from './upstream/unhashed-entries.js';

const TOOLING_DIR = import.meta.dirname;
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3100';
// The telemetry receiver (scripts/dev.mjs starts it), behind the page's own /telemetry.
const TELEMETRY_TARGET = process.env.PORTAL_TELEMETRY_URL ?? 'http://localhost:3098';

/**
 * Development only. Dev servers listen on the README's ports (shell 3000, remotes 3001–3004);
 * PORTAL_DEV_BASE shifts them all (`pnpm dev --base 9400`), as serve-portal.mjs's --base does.
 */
export function devPort(port) {
  return Number(process.env.PORTAL_DEV_BASE ?? 3000) + (port - 3000);
}

/**
 * Fast Refresh across the federation boundary: one refresh runtime per page
 * (tooling/react-refresh-runtime.cjs), found by the same name in every app so only the first
 * injects it into React's hook; no second error overlay (the dev server's shows errors).
 */
const REFRESH_RUNTIME = createRequire(import.meta.url).resolve('react-refresh/runtime');
const PAGE_REFRESH_RUNTIME = path.join(TOOLING_DIR, 'react-refresh-runtime.cjs');
const devResolveAlias = {
  // By name (the plugin's entry and utilities) and by path (its loader, in every module).
  'react-refresh/runtime$': PAGE_REFRESH_RUNTIME,
  'react-refresh$': PAGE_REFRESH_RUNTIME,
  [`${REFRESH_RUNTIME}$`]: PAGE_REFRESH_RUNTIME,
  'react-refresh-own-copy$': path.join(
    path.dirname(REFRESH_RUNTIME),
    'cjs/react-refresh-runtime.development.js',
  ),
};
const devPlugins = () => [
  new ReactRefreshPlugin({
    overlay: false,
    library: 'borrower-portal',
    // The apps' TypeScript only (not the shared runtime module above, which it would wrap).
    include: /\.tsx?$/,
    exclude: /node_modules/,
  }),
];

/**
 * A remote's HMR client runs inside the shell's page too: it must reach its own server (not the
 * page's origin) for its socket, and fetch its update chunks from there (publicPath 'auto', CORS).
 */
function devServerOptions(port) {
  const listen = devPort(port);
  return {
    host: 'localhost',
    port: listen,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // /sandbox/branding/logos: the sandbox's CDN folder of branding images, as nginx forwards it.
    proxy: [
      { context: ['/api', '/sandbox/branding/logos/'], target: API_TARGET, changeOrigin: true },
      { context: ['/telemetry'], target: TELEMETRY_TARGET, changeOrigin: true },
    ],
    client: {
      overlay: { warnings: false },
      webSocketURL: { protocol: 'ws:', hostname: 'localhost', port: listen, pathname: '/ws' },
    },
  };
}

/**
 * Production builds run one federation runtime per page (docs/decisions/005): the shell bundles
 * runtime-core and hands it to the remotes (the inject-external-runtime-core runtime plugin),
 * each remote entry uses that one (`experiments.externalRuntime`) instead of carrying its own.
 * Development keeps a runtime in every app, so a remote's dev server still runs its standalone
 * page. target 'web' drops the runtime's Node.js code paths.
 */
function federationExperiments(isRemote) {
  const optimization = { target: 'web' };
  // An area never loads another area (no area imports another's code): a remote entry needs no
  // code for consuming remotes. The shell registers remotes by their entries and preloads their
  // files itself, from the manifests remotes.json carries: no snapshots.
  return isRemote
    ? { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
    : { optimization: { ...optimization, disableSnapshot: true } };
}

/**
 * What `experiments.provideExternalRuntime` adds, named by the package's ES entry: the option
 * adds it by require.resolve (its CommonJS build), which brings runtime-core's CommonJS copy
 * beside the ES one the shell's runtime uses, two copies (+11.7 kB brotli in main.js).
 */
const PROVIDE_RUNTIME_CORE = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/**
 * The shell provides the libraries every page boots with. Split per package, they came as
 * eight files of 0.3–56 kB, each with its own response headers and worse compression; as one
 * file every route downloads fewer bytes and requests (bench/README.md). Only the shell: a
 * remote's copies are fallbacks, which must stay apart so that loading one never brings the
 * others.
 */
function bootLibraries() {
  const packages = BOOT_PACKAGES.map((name) => name.replace('/', '[\\/]')).join('|');
  return {
    bootLibraries: {
      // The contract reads its envelope from the API contract's library: those two files boot
      // with it, or they would come as a chunk of their own that no preload names.
      test: new RegExp(
        `[\\/]node_modules[\\/](${packages})[\\/]|[\\/]shared-contracts[\\/]src[\\/]|${CONTRACT_IMPORTS}`,
      ),
      name: 'boot-libraries',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  };
}
const CONTRACT_IMPORTS =
  '[\\\\/]libs[\\\\/]api-contract[\\\\/]src[\\\\/](envelope|wire-values)\\.ts$';
const BOOT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'zustand',
  'ky',
  'valibot',
];

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (import.meta.dirname)
 * @param {string} app.federationName the federation container name (a JS identifier)
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes] remotes only
 * @param {(devServer: object) => object} [app.devServer] extra dev-server settings
 * @param {string[]} [app.startUpFetches] calls the page makes at start, preloaded with it
 * @param {string} [app.bootScript] a script the page runs before its entry (production builds)
 */
export function appConfig({
  dir,
  federationName,
  port,
  exposes,
  devServer = (d) => d,
  startUpFetches = [],
  bootScript,
}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's own page is its standalone harness (tooling/standalone-area.tsx): development
    // only. A production remote is its container alone (remoteEntry.js and what it loads), so no
    // release publishes the harness and its sample sign-in.
    const ownPage = !(production && isRemote);
    return {
      context: dir,
      // webpack's own runtime and module wrappers in the syntax swc compiles the apps to (arrow
      // functions, const, destructuring) instead of ES5's longer forms: no browser the apps'
      // own code runs in loses anything.
      target: ['web', 'es2022'],
      entry: ownPage ? './src/index.ts' : {},
      // A release keeps its maps beside its files, for whoever debugs it, but names none of them
      // and the servers refuse them (tooling/nginx-config.js): the portal's sources stay private.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        // A release builds beside dist/, so publishing never swaps files under a running server.
        path: process.env.PORTAL_OUTPUT_DIR ?? path.join(dir, 'dist'),
        // Remotes resolve their chunks from where their manifest was loaded; a released shell
        // names its own version's folder (PORTAL_PUBLIC_PATH) so open pages keep finding it.
        publicPath: process.env.PORTAL_PUBLIC_PATH ?? 'auto',
        uniqueName: federationName,
        // Entry chunks carry no hash (./upstream/unhashed-entries.js).
        filename: ENTRY_FILENAME,
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Pinned scripts from other origins need CORS to be checked (docs/decisions/006).
        ...(production ? { crossOriginLoading: 'anonymous' } : {}),
        // No `charset` on the chunk scripts webpack adds: the page's preloads have none, and
        // Firefox drops (and downloads again) a preload whose charset differs from its script's,
        // firing the preload's `error` if it is still in flight. Scripts decode as the page's UTF-8.
        charset: false,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Shared tooling sources (the standalone harness) resolve packages from the app.
        modules: [path.join(dir, 'node_modules'), 'node_modules'],
        alias: {
          ...(production ? {} : devResolveAlias),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // The app, the shared tooling harness, shared-contracts and the build-time libraries
            // (all shipped as TypeScript source).
            include: [
              dir,
              TOOLING_DIR,
              path.join(TOOLING_DIR, '../shared-contracts'),
              path.join(TOOLING_DIR, '../libs'),
            ],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: !production },
                  },
                  target: 'es2022',
                },
              },
            },
          },
          // react-router's unused components leave a page's copy
          // (./upstream/react-router-pure-components.js).
          ...(production
            ? [
                {
                  test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/,
                  enforce: 'pre',
                  use: path.join(TOOLING_DIR, 'upstream/react-router-pure-components.js'),
                },
              ]
            : []),
          // One way of styling (docs/decisions/007): imported .css files, extracted to files the
          // page links (no inline <style>: the CSP refuses it). A *.module.css (the @portal/ui
          // building blocks) gets class names prefixed with this app's name, so each app's copy
          // styles only its own markup and two versions of the library never collide.
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: `${federationName}__[local]`,
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, 'css-loader'],
          },
          { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify:
              process.env.MINIFIER === 'terser'
                ? TerserPlugin.terserMinify
                : TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: JSON.parse(process.env.MINIFY_OPTS || '{}'),
          }),
          // The extracted stylesheets too: css-loader keeps every comment and indent (bench).
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
        ],
        ...(production && !isRemote ? { splitChunks: { cacheGroups: bootLibraries() } } : {}),
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(process.env.RELEASE_VERSION ?? pkg.version),
          __BUILT_CONTRACT_VERSION__: JSON.stringify(contractsVersion()),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: federationName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedConfig(pkg.dependencies ?? {}, {
            hostProvidesSingletons: production && isRemote,
          }),
          // Fetch a remote only when its area is first used: an unreachable remote must never
          // stop the portal from starting (the default 'version-first' fetches them all).
          shareStrategy: 'loaded-first',
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          ...(production ? { experiments: federationExperiments(isRemote) } : {}),
          ...(production && !isRemote ? { runtimePlugins: [PROVIDE_RUNTIME_CORE] } : {}),
        }),
        new SharedSurfacePlugin(SHARED_SURFACES),
        ...(production ? [] : devPlugins()),
        ...(ownPage
          ? [
              new HtmlWebpackPlugin({
                // One page template for every app; a remote's page is its standalone run.
                template: path.join(TOOLING_DIR, 'index.html'),
                title:
                  pkg.name === '@portal/shell' ? 'Borrower Portal' : `${pkg.name} (standalone)`,
                scriptLoading: 'defer',
                // In development, only the page's own entry: a remote's remoteEntry.js on its
                // standalone page is a second webpack runtime of the same name, where HMR updates
                // land wrongly.
                ...(production ? {} : { chunks: ['main'] }),
                hash: production, // busts the un-hashed main.js
              }),
            ]
          : []),
        // Every published script is hashed and pinned; dev servers keep working without.
        ...(production ? [new ScriptIntegrityPlugin({ role: isRemote ? 'remote' : 'shell' })] : []),
        // The page starts its boot files and start-up calls at once (docs/decisions/003).
        ...(production ? [new BootPreloadPlugin({ fetches: startUpFetches })] : []),
        // ...and, by its boot script, the files of the area its URL needs (the same ADR).
        ...(production && bootScript
          ? [
              new BootScriptPlugin({
                entry: bootScript,
                // The libraries the shell provides: a page's own copies of them never load first.
                defines: (compilation) => ({ __SHELL_SHARED__: providedShareKeys(compilation) }),
              }),
            ]
          : []),
        ...(isRemote
          ? [new PagePreloadPlugin({ expose: Object.keys(exposes)[0].replace(/^\.\//, '') })]
          : []),
        // nginx serves the .br/.gz siblings as they are (docs/decisions/003).
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: devServer(devServerOptions(port)),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
