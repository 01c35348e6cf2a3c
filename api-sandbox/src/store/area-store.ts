import type { Database } from './database.ts';

/**
 * The tables one area of the portal adds to the sandbox. Each area keeps its own file
 * (`<area>/<area>-tables.ts`, listed in server/area-stores.ts), so domain teams extend the store
 * without editing each other's schema.
 * DDL must be idempotent (CREATE TABLE IF NOT EXISTS …): it runs on every open, so an
 * existing data dir gains new tables without being deleted.
 */
export interface AreaStore {
  name: string;
  /** Parents before children; reset empties them in reverse order. */
  tables: readonly string[];
  ddl: string;
  /** Seeds the area's rows after the core seed (users, accounts) exists. */
  seed(db: Database, now: Date): void;
}
