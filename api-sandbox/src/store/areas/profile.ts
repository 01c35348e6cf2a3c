import type { AreaStore } from '../area-store.ts';

/** The profile area's own tables (none yet). */
export const profileStore: AreaStore = {
  name: 'profile',
  tables: [],
  ddl: '',
  seed: () => undefined,
};
