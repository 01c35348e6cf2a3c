import type { AreaStore } from '../area-store.ts';

/** The payments area's own tables (none yet). */
export const paymentsStore: AreaStore = {
  name: 'payments',
  tables: [],
  ddl: '',
  seed: () => undefined,
};
