import { appConfig } from '../tooling/webpack-app.js';

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'portal_profile',
  port: 3004,
  exposes: { './area': './src/app/area.tsx' },
});
