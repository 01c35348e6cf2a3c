import * as v from 'valibot';
import { PASSWORD_COST } from '../auth/passwords.ts';
import { execute, readRow, type Database } from './database.ts';

const StateRowSchema = v.object({ value: v.string() });

// Key/value rows that describe the sandbox itself (active profile, overrides, seed time).

export function readState(db: Database, key: string): string | undefined {
  return readRow(db, StateRowSchema, 'SELECT value FROM sandbox_state WHERE key = ?', key)?.value;
}

export function writeState(db: Database, key: string, value: string): void {
  execute(
    db,
    'INSERT INTO sandbox_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    key,
    value,
  );
}

/** The scrypt cost the store hashes passwords with, chosen when it was made (kept by a reset). */
export function storedPasswordCost(db: Database): number {
  return Number(readState(db, 'password_cost') ?? PASSWORD_COST);
}
