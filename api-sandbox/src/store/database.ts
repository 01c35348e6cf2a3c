import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import * as v from 'valibot';

export type Database = DatabaseSync;
export type SqlValue = SQLInputValue;

export const DATABASE_FILE = 'sandbox.sqlite';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  return db;
}

// Typed helpers. Every value reaches SQLite as a bound parameter, never spliced into SQL text.

/** What one SELECT answers per row, parsed where it is read: a changed table fails loudly. */
export type RowSchema<T> = v.GenericSchema<unknown, T>;

/** SQLite's INTEGER column (node:sqlite answers a number). */
export const integer = v.pipe(v.number(), v.integer());
/** A 0/1 flag column. */
export const flag = v.picklist([0, 1]);

export function readRows<T>(
  db: Database,
  schema: RowSchema<T>,
  sql: string,
  ...params: SqlValue[]
): T[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => v.parse(schema, row));
}

export function readRow<T>(
  db: Database,
  schema: RowSchema<T>,
  sql: string,
  ...params: SqlValue[]
): T | undefined {
  const row = db.prepare(sql).get(...params);
  return row === undefined ? undefined : v.parse(schema, row);
}

export function execute(
  db: Database,
  sql: string,
  ...params: SqlValue[]
): { changes: number; lastId: number } {
  const result = db.prepare(sql).run(...params);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}

let savepoints = 0;

/**
 * Runs `work` in one transaction. Nested calls join the outer one (as a savepoint), so a caller
 * can make a handler's own transaction part of its own: the idempotent payment and its key.
 */
export function inTransaction<T>(db: Database, work: () => T): T {
  if (db.isTransaction) {
    const name = `nested_${(savepoints += 1)}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
