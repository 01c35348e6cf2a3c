import type { Database } from '../store/database.ts';

/** What every route handler can reach. */
export interface SandboxServices {
  db: Database;
  /** The clock (injectable so later tests can move time). */
  now: () => Date;
}
