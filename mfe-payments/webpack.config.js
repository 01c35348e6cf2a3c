import { appConfig } from '../tooling/webpack-app.js';

export default appConfig({
  dir: import.meta.dirname,
  federationName: 'portal_payments',
  port: 3002,
  exposes: { './area': './src/app/area.tsx' },
});
