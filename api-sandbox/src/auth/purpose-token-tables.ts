import type { AreaStore } from '../store/area-store.ts';

// The user-token service's table (auth/purpose-tokens.ts): tokens that may travel in a URL.
export const authStore: AreaStore = {
  name: 'auth',
  tables: ['auth_purpose_tokens'],
  ddl: `
CREATE TABLE IF NOT EXISTS auth_purpose_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  session_token TEXT NOT NULL,
  purpose TEXT NOT NULL,
  details TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
  seed: () => {},
};
