import type { AreaStore } from '../store/area-store.ts';

// The user-token service's table (auth/purpose-tokens.ts): tokens that may travel in a URL;
// the password lockout's counts (auth/lockout.ts) and the login steps a session still owes
// (auth/login-steps.ts).
export const authStore: AreaStore = {
  name: 'auth',
  tables: ['auth_purpose_tokens', 'auth_login_failures', 'auth_login_steps'],
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
CREATE TABLE IF NOT EXISTS auth_login_failures (
  name TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_login_steps (
  session_token TEXT PRIMARY KEY,
  steps TEXT NOT NULL
);
`,
  seed: () => {},
};
