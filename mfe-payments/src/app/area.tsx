import type { AreaModule } from '@portal/shared-contracts';
import { PaymentsArea } from './payments-area';
import { preloadPaymentsPage } from './payments-pages';

// The module the shell loads from remotes.json. Versions are baked in at build time, so the shell
// can refuse a build made against a shared-contracts major it does not provide.
const area: AreaModule<'payments'> = {
  area: 'payments',
  contractVersion: __BUILT_CONTRACT_VERSION__,
  version: __APP_VERSION__,
  Page: PaymentsArea,
  preload: preloadPaymentsPage,
};

export default area;
