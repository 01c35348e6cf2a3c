import type { AreaStore } from './area-store.ts';
import { authStore } from './areas/auth.ts';
import { identityStore } from './areas/identity.ts';
import { paymentsStore } from './areas/payments.ts';
import { profileStore } from './areas/profile.ts';
import { servicingStore } from './areas/servicing.ts';

export const AREA_STORES: readonly AreaStore[] = [
  authStore,
  identityStore,
  paymentsStore,
  servicingStore,
  profileStore,
];
