import type { AreaStore } from './area-store.ts';
import * as v from 'valibot';
import { integer, readRow, type Database } from './database.ts';

/** Bump when the schema changes; `migrate` creates or upgrades the file. */
export const SCHEMA_VERSION = 1;

/** Every table, parents before children (reset deletes in reverse order). */
export const TABLES = [
  'sandbox_state',
  'users',
  'login_history',
  'web_agreement_logs',
  'sessions',
  'trusted_devices',
  'payment_methods',
  'accounts',
  'recurring_payments',
  'scheduled_payments',
  'client_errors',
] as const;

const SCHEMA_V1 = `
CREATE TABLE sandbox_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  personal_name TEXT NOT NULL,
  email TEXT NOT NULL,
  email_verified INTEGER NOT NULL,
  company_number INTEGER NOT NULL,
  servicing_branch INTEGER NOT NULL,
  customer_id TEXT NOT NULL,
  has_password_question INTEGER NOT NULL,
  must_change_password INTEGER NOT NULL,
  change_password_token TEXT,
  mfa_enrolled INTEGER NOT NULL,
  locked INTEGER NOT NULL DEFAULT 0,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  address1 TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip_code TEXT NOT NULL
);

CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  logged_in_at TEXT NOT NULL,
  ip TEXT NOT NULL
);
CREATE INDEX login_history_user ON login_history(user_id, logged_in_at);

CREATE TABLE web_agreement_logs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  date_of_terms TEXT NOT NULL,
  date_of_agreement TEXT NOT NULL
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'ended')),
  device_id TEXT,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE trusted_devices (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device_id TEXT,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  is_card INTEGER NOT NULL,
  last_four TEXT NOT NULL,
  nickname TEXT NOT NULL,
  is_default INTEGER NOT NULL
);

CREATE TABLE accounts (
  number TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  description TEXT NOT NULL,
  type INTEGER NOT NULL,
  status TEXT NOT NULL,
  comment TEXT NOT NULL,
  balance REAL NOT NULL,
  available_balance REAL NOT NULL,
  credit_limit REAL NOT NULL,
  rate REAL NOT NULL,
  loan_due_date TEXT,
  loan_amount_due REAL NOT NULL,
  loan_past_due REAL NOT NULL,
  monthly_installment REAL NOT NULL,
  fees_due REAL NOT NULL,
  late_charges_due REAL NOT NULL,
  total_loan_fees REAL NOT NULL,
  statement_preference TEXT NOT NULL CHECK (statement_preference IN ('ElectronicOnly', 'PaperOnly')),
  name_on_acct TEXT NOT NULL,
  ytd_interest REAL NOT NULL,
  last_year_ytd_interest REAL NOT NULL,
  opened_date TEXT NOT NULL,
  original_maturity_date TEXT,
  last_payment_date TEXT,
  last_payment_amount REAL NOT NULL
);
CREATE INDEX accounts_user ON accounts(user_id);

CREATE TABLE recurring_payments (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts(number),
  payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id),
  amount REAL NOT NULL,
  frequency TEXT NOT NULL,
  next_payment_date TEXT NOT NULL
);

CREATE TABLE scheduled_payments (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts(number),
  payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id),
  payment_date TEXT NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL,
  confirmation_number TEXT NOT NULL
);

CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  ip TEXT NOT NULL
);
`;

export function schemaVersion(db: Database): number {
  const row = readRow(db, v.object({ user_version: integer }), 'PRAGMA user_version');
  return row?.user_version ?? 0;
}

/** Creates the schema on a new file. Returns true when the file was new (and so needs seeding). */
/** Creates the areas' tables that do not exist yet (their DDL is idempotent). */
export function createAreaTables(db: Database, areas: readonly AreaStore[]): void {
  for (const area of areas) if (area.ddl.trim()) db.exec(area.ddl);
}

export function migrate(db: Database): boolean {
  const version = schemaVersion(db);
  if (version === SCHEMA_VERSION) return false;
  if (version !== 0) {
    throw new Error(
      `Sandbox database has schema version ${version}; expected ${SCHEMA_VERSION}. Delete the data dir.`,
    );
  }
  db.exec('BEGIN');
  try {
    db.exec(SCHEMA_V1);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}

/** Empties every table (children first). Call inside a transaction. */
export function clearAllTables(db: Database, areas: readonly AreaStore[]): void {
  const areaTables = areas.flatMap((area) => area.tables);
  for (const table of [...TABLES, ...areaTables].reverse()) db.exec(`DELETE FROM ${table}`);
}
