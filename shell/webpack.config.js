import { appConfig } from '../tooling/webpack-app.js';

// Preloaded by the page (src/boot/start-up.ts makes both calls before the first render).
export const startUpFetches = ['/remotes.json', '/api/setup/ApplicationOptions'];

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'shell',
  port: 3000,
  startUpFetches,
  // In development the shell reads the remotes from their dev servers.
  devServer: (server) => ({
    ...server,
    static: [{ directory: `${import.meta.dirname}/dev`, publicPath: '/' }],
  }),
});
