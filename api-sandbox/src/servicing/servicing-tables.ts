import type { AreaStore } from '../store/area-store.ts';
import { seedServicing } from './servicing-seed.ts';

/**
 * The servicing area's own tables (spec 3): branches, account history, statements, alerts,
 * documents and uploads, applications, messages, contact change requests, insurance, ACH drafts,
 * the sandbox captcha, edited mailing addresses and hidden accounts.
 */
export const servicingStore: AreaStore = {
  name: 'servicing',
  tables: [
    'svc_branches',
    'svc_history',
    'svc_addresses',
    'svc_hidden_accounts',
    'svc_alerts',
    'svc_statements',
    'svc_statement_consents',
    'svc_documents',
    'svc_applications',
    'svc_messages',
    'svc_captchas',
    'svc_contact_changes',
    'svc_insurance',
    'svc_ach_drafts',
  ],
  ddl: `
CREATE TABLE IF NOT EXISTS svc_branches (
  number TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  phone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_history (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  tx_date TEXT NOT NULL,
  tx_time TEXT NOT NULL,
  description TEXT NOT NULL,
  principal REAL NOT NULL,
  interest REAL NOT NULL,
  other REAL NOT NULL,
  total REAL NOT NULL,
  running_balance REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS svc_history_account ON svc_history(account_number, tx_date);
CREATE TABLE IF NOT EXISTS svc_addresses (
  account_number TEXT PRIMARY KEY,
  address1 TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_hidden_accounts (
  account_number TEXT PRIMARY KEY,
  hidden_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_alerts (
  account_number TEXT PRIMARY KEY,
  alerts_json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_statements (
  id TEXT PRIMARY KEY,
  account_number TEXT NOT NULL,
  statement_date TEXT NOT NULL,
  type TEXT NOT NULL,
  provider INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_statement_consents (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  format TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  doc_type TEXT NOT NULL,
  number TEXT NOT NULL,
  display_name TEXT NOT NULL,
  display_format TEXT NOT NULL,
  file_type_id INTEGER NOT NULL,
  content BLOB NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_applications (
  number TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount_requested REAL NOT NULL,
  amount_approved REAL NOT NULL,
  last_modified TEXT NOT NULL,
  office TEXT NOT NULL,
  funds_expected TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  kind TEXT NOT NULL,
  body_json TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS svc_contact_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  body_json TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_insurance (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  type TEXT NOT NULL,
  is_individual INTEGER NOT NULL,
  premium REAL NOT NULL,
  coverage REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS svc_ach_drafts (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  loan_account_number TEXT NOT NULL,
  creation_date TEXT NOT NULL
);
`,
  seed: seedServicing,
};
