import { appConfig } from '../tooling/webpack-app.js';

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'shell',
  port: 3000,
  // In development the shell reads the remotes from their dev servers.
  devServer: (server) => ({
    ...server,
    static: [{ directory: `${import.meta.dirname}/dev`, publicPath: '/' }],
  }),
});
