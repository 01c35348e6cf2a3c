import { appConfig } from '../tooling/webpack-app.js';

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'portal_identity',
  port: 3001,
  exposes: { './area': './src/app/area.tsx' },
});
