import { applicationOptions } from '../libs/api-contract/src/shell/start-up.ts';
import { topology } from '../scripts/portal-topology.mjs';
import { appConfig, devPort } from '../tooling/webpack-app.js';

// In development the shell reads the remotes from their dev servers, on the same port base.
function devRemotes() {
  const top = topology(devPort(3000), 'localhost');
  return Object.fromEntries(
    top.remotes.map((r) => [r.area, { entry: `${r.url}/mf-manifest.json`, version: 'dev' }]),
  );
}

// Preloaded by the page (src/boot/start-up.ts makes both calls before the first render); the
// settings' path is the contract's, as the call's is.
export const startUpFetches = ['/remotes.json', `/api/${applicationOptions.path}`];

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'shell',
  port: 3000,
  startUpFetches,
  // Preloads the current route's area before the shell has loaded (src/first-page).
  bootScript: './src/first-page/index.ts',
  devServer: (server) => ({
    ...server,
    setupMiddlewares: (middlewares) => [
      {
        name: 'dev-remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(devRemotes()));
        },
      },
      ...middlewares,
    ],
  }),
});
