import type { AreaStore } from '../area-store.ts';

/** The servicing area's own tables (none yet). */
export const servicingStore: AreaStore = {
  name: 'servicing',
  tables: [],
  ddl: '',
  seed: () => undefined,
};
