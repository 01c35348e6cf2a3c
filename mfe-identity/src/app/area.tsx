import type { AreaModule } from '@portal/shared-contracts';
import { IdentityArea } from './identity-area';
import { preloadIdentityPage } from './identity-pages';

// The module the shell loads from remotes.json. Versions are baked in at build time, so the shell
// can refuse a build made against a shared-contracts major it does not provide.
const area: AreaModule<'identity'> = {
  area: 'identity',
  contractVersion: __BUILT_CONTRACT_VERSION__,
  version: __APP_VERSION__,
  Page: IdentityArea,
  preload: preloadIdentityPage,
};

export default area;
