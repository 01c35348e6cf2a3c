import { saveSettings } from '../settings/active-settings.ts';
import { DEFAULT_PROFILE } from '../settings/profiles.ts';
import { inTransaction, openDatabase, type Database } from './database.ts';
import { clearAllTables, createAreaTables, migrate } from './schema.ts';
import { seed } from './seed.ts';

/** Opens (or creates) the store in `dataDir`; a new file is seeded with the default profile. */
export function openStore(dataDir: string, now: Date): Database {
  const db = openDatabase(dataDir);
  try {
    const created = migrate(db);
    createAreaTables(db);
    if (created) {
      inTransaction(db, () => {
        seed(db, now);
        saveSettings(db, DEFAULT_PROFILE, {});
      });
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Empties every table and seeds it again. Call inside a transaction. */
export function restoreSeed(db: Database, now: Date): void {
  clearAllTables(db);
  seed(db, now);
}
