import type { AreaModule } from '@portal/shared-contracts';
import { ServicingArea } from './servicing-area';
import { preloadServicingPage } from './servicing-pages';

// The module the shell loads from remotes.json. Versions are baked in at build time, so the shell
// can refuse a build made against a shared-contracts major it does not provide.
const area: AreaModule<'servicing'> = {
  area: 'servicing',
  contractVersion: __BUILT_CONTRACT_VERSION__,
  version: __APP_VERSION__,
  Page: ServicingArea,
  preload: preloadServicingPage,
};

export default area;
