import type { AreaStore } from '../area-store.ts';

/** The identity area's own tables (none yet). */
export const identityStore: AreaStore = {
  name: 'identity',
  tables: [],
  ddl: '',
  seed: () => undefined,
};
