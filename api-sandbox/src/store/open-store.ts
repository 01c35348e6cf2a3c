import { PASSWORD_COST } from '../auth/passwords.ts';
import { saveSettings } from '../settings/active-settings.ts';
import { DEFAULT_PROFILE } from '../settings/profiles.ts';
import type { AreaStore } from './area-store.ts';
import { inTransaction, openDatabase, type Database } from './database.ts';
import { clearAllTables, createAreaTables, migrate } from './schema.ts';
import { storedPasswordCost } from './sandbox-state.ts';
import { seed } from './seed.ts';

/** Opens (or creates) the store in `dataDir`; a new file is seeded with the default profile. */
/** `areas`: every area's tables and seed, parents first (the sandbox's list, server/area-stores.ts). */
/** `passwordCost`: scrypt's N for the store's passwords (tests lower it: a sign-in then costs
 * 1 MiB and a few milliseconds, not 16 MiB and tens of them). */
export function openStore(
  dataDir: string,
  now: Date,
  areas: readonly AreaStore[],
  passwordCost = PASSWORD_COST,
): Database {
  const db = openDatabase(dataDir);
  try {
    const created = migrate(db);
    createAreaTables(db, areas);
    if (created) {
      inTransaction(db, () => {
        seed(db, now, areas, passwordCost);
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
export function restoreSeed(db: Database, now: Date, areas: readonly AreaStore[]): void {
  const passwordCost = storedPasswordCost(db);
  clearAllTables(db, areas);
  seed(db, now, areas, passwordCost);
}
