import * as v from 'valibot';
import type { AreaStore } from '../store/area-store.ts';
import { execute, integer, readRows, type Database } from '../store/database.ts';

// The payments area's own tables. The core tables (payment_methods, recurring_payments,
// scheduled_payments) keep what the dashboard shows; these add what paying needs: the saved
// methods' details (never a full card or account number, never a CVV), recurring options,
// posted one-time payments, draft-agreement tokens, the idempotency keys of money-moving calls
// with their first answer, and per-account switches for tests.
const DDL = `
CREATE TABLE IF NOT EXISTS payments_method_details (
  method_id INTEGER PRIMARY KEY REFERENCES payment_methods(id),
  profile_id TEXT NOT NULL UNIQUE,
  account_type TEXT,
  routing_number TEXT,
  owner_name TEXT,
  card_type TEXT,
  expiration TEXT,
  debit_credit TEXT,
  single_use INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS payments_recurring_details (
  recurring_id INTEGER PRIMARY KEY REFERENCES recurring_payments(id),
  recurring_option TEXT NOT NULL,
  days_before_due INTEGER NOT NULL,
  additional_principal REAL NOT NULL,
  reference_number TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments_posted (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts(number),
  reference_number TEXT NOT NULL,
  payment_date TEXT NOT NULL,
  amount REAL NOT NULL,
  fee REAL NOT NULL,
  is_card INTEGER NOT NULL,
  last_four TEXT NOT NULL,
  is_payoff INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments_draft_agreements (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_number TEXT NOT NULL,
  amount REAL NOT NULL,
  viewed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments_idempotency (
  user_id INTEGER NOT NULL REFERENCES users(id),
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE TABLE IF NOT EXISTS payments_account_flags (
  account_number TEXT PRIMARY KEY REFERENCES accounts(number),
  block_ach INTEGER NOT NULL DEFAULT 0,
  block_card INTEGER NOT NULL DEFAULT 0,
  allow_cards INTEGER NOT NULL DEFAULT 1,
  restriction_code TEXT NOT NULL DEFAULT '',
  info_error TEXT NOT NULL DEFAULT '',
  mail_preference INTEGER NOT NULL DEFAULT 0,
  block_immediate_ach_after_cutoff INTEGER NOT NULL DEFAULT 0
);
`;

const SeededMethodSchema = v.object({
  id: integer,
  is_card: integer,
  last_four: v.string(),
  personal_name: v.string(),
});

/** A stable profile id for a saved method (the real back end's ids are opaque too). */
export const profileIdFor = (methodId: number): string => `PM-${String(100000 + methodId)}`;

function seed(db: Database): void {
  const methods = readRows(
    db,
    SeededMethodSchema,
    `SELECT m.id, m.is_card, m.last_four, u.personal_name
       FROM payment_methods m JOIN users u ON u.id = m.user_id ORDER BY m.id`,
  );
  for (const method of methods) {
    execute(
      db,
      `INSERT INTO payments_method_details (method_id, profile_id, account_type, routing_number, owner_name,
         card_type, expiration, debit_credit, single_use) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      method.id,
      profileIdFor(method.id),
      method.is_card ? null : 'Checking',
      method.is_card ? null : '072000805',
      method.personal_name,
      method.is_card ? 'visa' : null,
      method.is_card ? '08/29' : null,
      method.is_card ? 'DebitCard' : null,
    );
  }
  const recurring = readRows(
    db,
    v.object({ id: integer }),
    'SELECT id FROM recurring_payments ORDER BY id',
  );
  for (const row of recurring) {
    execute(
      db,
      `INSERT INTO payments_recurring_details (recurring_id, recurring_option, days_before_due,
         additional_principal, reference_number) VALUES (?, 'DayOfMonth', 0, 0, ?)`,
      row.id,
      `RP${String(30000000 + row.id)}`,
    );
  }
}

export const paymentsStore: AreaStore = {
  name: 'payments',
  tables: [
    'payments_method_details',
    'payments_recurring_details',
    'payments_posted',
    'payments_draft_agreements',
    'payments_idempotency',
    'payments_account_flags',
  ],
  ddl: DDL,
  seed: (db) => seed(db),
};
