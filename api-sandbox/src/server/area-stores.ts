import type { AreaStore } from '../store/area-store.ts';
import { authStore } from '../auth/purpose-token-tables.ts';
import { identityStore } from '../identity/identity-tables.ts';
import { paymentsStore } from '../payments/payments-tables.ts';
import { profileStore } from '../profile/profile-tables.ts';
import { servicingStore } from '../servicing/servicing-tables.ts';

export const AREA_STORES: readonly AreaStore[] = [
  authStore,
  identityStore,
  paymentsStore,
  servicingStore,
  profileStore,
];
