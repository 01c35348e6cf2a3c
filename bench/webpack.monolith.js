// The monolith the federated build is measured against: one webpack build of the same sources
// (the shell, which imports every area's src/app/area.tsx through dynamic import()), with the
// same loaders, minifier and plugins as tooling/webpack-app.js minus Module Federation.
// Only the shell's federation loader module is replaced (by bench/monolith/federation.ts).
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { startUpFetches } from '../shell/webpack.config.js';
import { appConfig } from '../tooling/webpack-app.js';
import { RouteFilesPlugin } from './lib/route-files-plugin.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHELL = path.join(ROOT, 'shell');
const FEDERATION_MODULE = path.join(SHELL, 'src/areas/federation');
const REPLACEMENT = path.join(import.meta.dirname, 'monolith/federation.ts');
const AREA_DIRS = ['mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'].map((d) =>
  path.join(ROOT, d),
);

export const MONOLITH_OUTPUT = path.join(import.meta.dirname, 'out/monolith');

// The same start-up preloads as the federated shell's page, and the same per-route ones: a boot
// script that preloads the area and page the URL shows (./monolith/boot.ts).
const federated = appConfig({
  dir: SHELL,
  federationName: 'shell',
  port: 0,
  startUpFetches,
  bootScript: path.join(import.meta.dirname, 'monolith/boot.ts'),
});

export default (env, argv) => {
  const config = federated(env, { ...argv, mode: 'production' });
  for (const rule of config.module.rules) {
    // The swc rule compiles the shell's own sources; the monolith compiles the areas too.
    if (Array.isArray(rule.include))
      rule.include = [...rule.include, ...AREA_DIRS, import.meta.dirname];
  }
  return {
    ...config,
    mode: 'production',
    output: { ...config.output, path: MONOLITH_OUTPUT, uniqueName: 'monolith' },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new RouteFilesPlugin(),
      new webpack.NormalModuleReplacementPlugin(/federation$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === FEDERATION_MODULE)
          resource.request = REPLACEMENT;
      }),
    ],
  };
};
