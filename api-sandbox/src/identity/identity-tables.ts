import type { AreaStore } from '../store/area-store.ts';
import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';

// The identity area's tables: what the back end knows about a borrower's identity beyond the
// users row (SSN, date of birth, secret question), one-time tokens for the e-mailed links and
// SSO, the e-mails the sandbox "sent", unregistered borrowers and password history.

const DAY_MS = 24 * 60 * 60 * 1000;

const DDL = `
CREATE TABLE IF NOT EXISTS identity_details (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  ssn TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  secret_question TEXT,
  secret_answer TEXT,
  opted_out INTEGER NOT NULL DEFAULT 0,
  recovery_failures INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS identity_tokens (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  data TEXT NOT NULL DEFAULT '{}',
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS identity_outbox (
  id INTEGER PRIMARY KEY,
  sent_at TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  link TEXT,
  code TEXT
);
CREATE TABLE IF NOT EXISTS identity_unregistered (
  account_number TEXT PRIMARY KEY,
  account_type TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  ssn TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  zip TEXT NOT NULL,
  email TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  restricted INTEGER NOT NULL DEFAULT 0,
  registered INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS identity_login_codes (
  session_token TEXT PRIMARY KEY,
  sent_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS identity_login_code_resends (
  session_token TEXT PRIMARY KEY,
  resends INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS identity_password_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  password_hash TEXT NOT NULL
);
`;

interface SeedIdentity {
  username: string;
  ssn: string;
  dateOfBirth: string;
  question: string | null;
  answer: string | null;
}

/** SSNs and answers of the seeded borrowers (README: "Identity data"). */
export const SEED_IDENTITIES: readonly SeedIdentity[] = [
  {
    username: 'borrower1',
    ssn: '123456789',
    dateOfBirth: '1980-04-12',
    question: 'What city were you born in?',
    answer: 'Springfield',
  },
  {
    username: 'borrower2',
    ssn: '234567890',
    dateOfBirth: '1975-09-30',
    question: 'What is the name of your first pet?',
    answer: 'Rex',
  },
  {
    username: 'mfauser1',
    ssn: '345678901',
    dateOfBirth: '1988-02-20',
    question: 'What city were you born in?',
    answer: 'Lakeside',
  },
  {
    username: 'newpass1',
    ssn: '456789012',
    dateOfBirth: '1992-11-05',
    question: null,
    answer: null,
  },
  {
    username: 'company1',
    ssn: '567890123',
    dateOfBirth: '1970-01-01',
    question: 'What street did you grow up on?',
    answer: 'Harbor',
  },
  {
    username: 'lockeduser',
    ssn: '678901234',
    dateOfBirth: '1983-06-17',
    question: 'What city were you born in?',
    answer: 'Holland',
  },
];

/** Borrowers with accounts but no portal user yet (registration and activation). */
export const SEED_UNREGISTERED = [
  {
    account: '00061008052',
    type: 'Loan',
    first: 'Jamie',
    last: 'Parker',
    ssn: '789012345',
    dob: '1990-01-15',
    zip: '49503',
    email: 'jamie.parker@example.com',
    customerId: '100007',
    restricted: 0,
  },
  {
    account: '00065009061',
    type: 'Deposit',
    first: 'Robin',
    last: 'Nguyen',
    ssn: '890123456',
    dob: '1985-07-04',
    zip: '49504',
    email: 'robin.nguyen@example.com',
    customerId: '100008',
    restricted: 0,
  },
  {
    account: '00061008060',
    type: 'Loan',
    first: 'Morgan',
    last: 'Hale',
    ssn: '901234567',
    dob: '1979-03-03',
    zip: '49505',
    email: 'morgan.hale@example.com',
    customerId: '100009',
    restricted: 1,
  },
] as const;

/** Fixed tokens for demos and journeys (README: "Identity links"). */
export const SEED_TOKENS = {
  resetBorrower2: 'reset-borrower2',
  resetExpired: 'reset-expired',
  verifyNewpass1: 'verify-newpass1',
  activateJamie: 'activate-jamie',
  activateTaken: 'activate-taken',
  optOutBorrower1: 'optout-borrower1',
} as const;

function userId(db: Database, username: string): number | null {
  return (
    readRow(db, v.object({ id: integer }), 'SELECT id FROM users WHERE username = ?', username)
      ?.id ?? null
  );
}

function seed(db: Database, now: Date): void {
  for (const identity of SEED_IDENTITIES) {
    const id = userId(db, identity.username);
    if (id === null) continue;
    execute(
      db,
      'INSERT INTO identity_details (user_id, ssn, date_of_birth, secret_question, secret_answer) VALUES (?, ?, ?, ?, ?)',
      id,
      identity.ssn,
      identity.dateOfBirth,
      identity.question,
      identity.answer,
    );
  }
  for (const row of SEED_UNREGISTERED) {
    execute(
      db,
      `INSERT INTO identity_unregistered (account_number, account_type, first_name, last_name, ssn,
         date_of_birth, zip, email, customer_id, restricted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      row.account,
      row.type,
      row.first,
      row.last,
      row.ssn,
      row.dob,
      row.zip,
      row.email,
      row.customerId,
      row.restricted,
    );
  }
  const later = now.getTime() + DAY_MS;
  const token = (
    value: string,
    kind: string,
    username: string | null,
    data: object,
    expiresAt = later,
  ) =>
    execute(
      db,
      'INSERT INTO identity_tokens (token, kind, user_id, data, expires_at) VALUES (?, ?, ?, ?, ?)',
      value,
      kind,
      username ? userId(db, username) : null,
      JSON.stringify(data),
      expiresAt,
    );
  token(SEED_TOKENS.resetBorrower2, 'reset', 'borrower2', {});
  token(SEED_TOKENS.resetExpired, 'reset', 'borrower2', {}, now.getTime() - DAY_MS);
  token(SEED_TOKENS.verifyNewpass1, 'verify-email', 'newpass1', {});
  token(SEED_TOKENS.activateJamie, 'activate', null, {
    account: '00061008052',
    logon: 'jamieparker',
  });
  token(SEED_TOKENS.activateTaken, 'activate', null, {
    account: '00065009061',
    logon: 'borrower1',
  });
  token(SEED_TOKENS.optOutBorrower1, 'opt-out', 'borrower1', {});
}

export const identityStore: AreaStore = {
  name: 'identity',
  tables: [
    'identity_details',
    'identity_tokens',
    'identity_outbox',
    'identity_unregistered',
    'identity_password_history',
    'identity_login_codes',
    'identity_login_code_resends',
  ],
  ddl: DDL,
  seed,
};
