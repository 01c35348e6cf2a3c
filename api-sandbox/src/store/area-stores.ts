import type { AreaStore } from './area-store.ts';
import { identityStore } from './areas/identity.ts';
import { paymentsStore } from './areas/payments.ts';
import { profileStore } from './areas/profile.ts';
import { servicingStore } from './areas/servicing.ts';

export const AREA_STORES: readonly AreaStore[] = [
  identityStore,
  paymentsStore,
  servicingStore,
  profileStore,
];
