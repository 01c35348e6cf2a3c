import type { AreaModule } from '@portal/shared-contracts';
import { ProfileArea } from './profile-area';
import { preloadProfilePage } from './profile-pages';

// The module the shell loads from remotes.json. Versions are baked in at build time, so the shell
// can refuse a build made against a shared-contracts major it does not provide.
const area: AreaModule<'profile'> = {
  area: 'profile',
  contractVersion: __BUILT_CONTRACT_VERSION__,
  version: __APP_VERSION__,
  Page: ProfileArea,
  preload: preloadProfilePage,
};

export default area;
