import type { AreaStore } from '../store/area-store.ts';
import type { Database } from '../store/database.ts';
import { seedProfiles } from './profile-seed.ts';

/**
 * The profile area's tables: phone numbers, alert preferences, secret question, texting
 * subscriptions and agreements. The address lives in the core users table; profile documents
 * live with the other documents (svc_documents, doc_type 'profile').
 */
export const profileStore: AreaStore = {
  name: 'profile',
  tables: [
    'profile_phones',
    'profile_alerts',
    'profile_secrets',
    'texting_subscriptions',
    'texting_agreements',
  ],
  ddl: `
CREATE TABLE IF NOT EXISTS profile_phones (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  position INTEGER NOT NULL,
  phone_number TEXT NOT NULL,
  is_primary INTEGER NOT NULL,
  opt_in_to_texting INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_alerts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  sequence_number INTEGER NOT NULL,
  turn_off_all INTEGER NOT NULL,
  email_json TEXT NOT NULL,
  text_json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_secrets (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  question TEXT NOT NULL,
  answer TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS texting_subscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  phone_number TEXT NOT NULL,
  branding_id INTEGER NOT NULL,
  opt_in_marketing INTEGER NOT NULL,
  opt_in_account INTEGER NOT NULL,
  PRIMARY KEY (user_id, phone_number, branding_id)
);
CREATE TABLE IF NOT EXISTS texting_agreements (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  agreed_at TEXT NOT NULL
);
`,
  seed: (db: Database) => seedProfiles(db),
};
