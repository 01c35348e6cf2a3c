import { appConfig } from '../tooling/webpack-app.js';

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'portal_servicing',
  port: 3003,
  exposes: { './area': './src/app/area.tsx' },
});
