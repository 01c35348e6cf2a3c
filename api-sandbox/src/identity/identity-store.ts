import { hashPassword } from '../auth/passwords.ts';
import { storedPasswordCost } from '../store/sandbox-state.ts';
import { clearPasswordFailures } from '../auth/lockout.ts';
import { newToken } from '../auth/tokens.ts';
import * as v from 'valibot';
import { execute, integer, readRow, readRows, type Database } from '../store/database.ts';
import { findUserById } from '../store/users.ts';
import { instant } from '../time/dates.ts';

// Queries over the identity area's tables (identity-tables.ts) and the users it touches.

export const IdentityDetailsRowSchema = v.object({
  user_id: integer,
  ssn: v.string(),
  date_of_birth: v.string(),
  secret_question: v.nullable(v.string()),
  secret_answer: v.nullable(v.string()),
  opted_out: integer,
  recovery_failures: integer,
});

export type IdentityDetailsRow = v.InferOutput<typeof IdentityDetailsRowSchema>;

export const IdentityTokenRowSchema = v.object({
  token: v.string(),
  kind: v.string(),
  user_id: v.nullable(integer),
  data: v.string(),
  expires_at: integer,
  used: integer,
  attempts: integer,
});

export type IdentityTokenRow = v.InferOutput<typeof IdentityTokenRowSchema>;

export const UnregisteredRowSchema = v.object({
  account_number: v.string(),
  account_type: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  ssn: v.string(),
  date_of_birth: v.string(),
  zip: v.string(),
  email: v.string(),
  customer_id: v.string(),
  restricted: integer,
  registered: integer,
});

export type UnregisteredRow = v.InferOutput<typeof UnregisteredRowSchema>;

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function identityDetails(db: Database, userId: number): IdentityDetailsRow | undefined {
  return readRow(
    db,
    IdentityDetailsRowSchema,
    'SELECT * FROM identity_details WHERE user_id = ?',
    userId,
  );
}

export function setSecretQuestion(db: Database, userId: number, question: string, answer: string) {
  const found = identityDetails(db, userId);
  if (found)
    execute(
      db,
      'UPDATE identity_details SET secret_question = ?, secret_answer = ? WHERE user_id = ?',
      question,
      answer,
      userId,
    );
  else
    execute(
      db,
      "INSERT INTO identity_details (user_id, ssn, date_of_birth, secret_question, secret_answer) VALUES (?, '', '', ?, ?)",
      userId,
      question,
      answer,
    );
  execute(db, 'UPDATE users SET has_password_question = 1 WHERE id = ?', userId);
}

export function createIdentityToken(
  db: Database,
  kind: string,
  userId: number | null,
  now: Date,
  data: object = {},
  lifetimeMs: number = TOKEN_LIFETIME_MS,
): string {
  const token = newToken();
  execute(
    db,
    'INSERT INTO identity_tokens (token, kind, user_id, data, expires_at) VALUES (?, ?, ?, ?, ?)',
    token,
    kind,
    userId,
    JSON.stringify(data),
    now.getTime() + lifetimeMs,
  );
  return token;
}

/** The token of that kind if it exists (expired or used ones included: callers say why not). */
export function findIdentityToken(
  db: Database,
  token: string,
  kind: string,
): IdentityTokenRow | undefined {
  return readRow(
    db,
    IdentityTokenRowSchema,
    'SELECT * FROM identity_tokens WHERE token = ? AND kind = ?',
    token,
    kind,
  );
}

export const isLive = (row: IdentityTokenRow | undefined, now: Date): row is IdentityTokenRow =>
  row !== undefined && row.used === 0 && row.expires_at > now.getTime();

export function useIdentityToken(db: Database, token: string): void {
  execute(db, 'UPDATE identity_tokens SET used = 1 WHERE token = ?', token);
}

export function countTokenAttempt(db: Database, token: string): number {
  execute(db, 'UPDATE identity_tokens SET attempts = attempts + 1 WHERE token = ?', token);
  return (
    readRow(
      db,
      v.object({ attempts: integer }),
      'SELECT attempts FROM identity_tokens WHERE token = ?',
      token,
    )?.attempts ?? 0
  );
}

export function tokenData(row: IdentityTokenRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.data);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed))
      : {};
  } catch {
    return {};
  }
}

export function sendMail(
  db: Database,
  now: Date,
  mail: { recipient: string; subject: string; link?: string; code?: string },
): void {
  execute(
    db,
    'INSERT INTO identity_outbox (sent_at, recipient, subject, link, code) VALUES (?, ?, ?, ?, ?)',
    instant(now),
    mail.recipient,
    mail.subject,
    mail.link ?? null,
    mail.code ?? null,
  );
}

const OutboxRowSchema = v.object({
  id: integer,
  sent_at: v.string(),
  recipient: v.string(),
  subject: v.string(),
  link: v.nullable(v.string()),
  code: v.nullable(v.string()),
});

export function outbox(db: Database) {
  return readRows(db, OutboxRowSchema, 'SELECT * FROM identity_outbox ORDER BY id');
}

export function findUnregistered(db: Database, accountNumber: string): UnregisteredRow | undefined {
  return readRow(
    db,
    UnregisteredRowSchema,
    'SELECT * FROM identity_unregistered WHERE account_number = ?',
    accountNumber,
  );
}

export function findUnregisteredBySsn(db: Database, ssn: string): UnregisteredRow | undefined {
  return readRow(
    db,
    UnregisteredRowSchema,
    'SELECT * FROM identity_unregistered WHERE ssn = ? AND registered = 0',
    ssn,
  );
}

export function markRegistered(db: Database, accountNumber: string): void {
  execute(
    db,
    'UPDATE identity_unregistered SET registered = 1 WHERE account_number = ?',
    accountNumber,
  );
}

export interface NewUser {
  username: string;
  password: string;
  personalName: string;
  email: string;
  customerId: string;
  zip: string;
  ssn: string;
  dateOfBirth: string;
  question: string | null;
  answer: string | null;
  locked: boolean;
}

/** Creates a portal user (registration, activation); returns its id. */
export function insertUser(db: Database, user: NewUser): number {
  const { lastId } = execute(
    db,
    `INSERT INTO users (username, password_hash, personal_name, email, email_verified, company_number,
       servicing_branch, customer_id, has_password_question, must_change_password, change_password_token,
       mfa_enrolled, locked, failed_attempts, address1, city, state, zip_code)
     VALUES (?, ?, ?, ?, 1, 0, 1, ?, ?, 0, NULL, 0, ?, 0, '', '', '', ?)`,
    user.username,
    hashPassword(user.password, storedPasswordCost(db)),
    user.personalName,
    user.email,
    user.customerId,
    user.question ? 1 : 0,
    user.locked ? 1 : 0,
    user.zip,
  );
  execute(
    db,
    'INSERT INTO identity_details (user_id, ssn, date_of_birth, secret_question, secret_answer) VALUES (?, ?, ?, ?, ?)',
    lastId,
    user.ssn,
    user.dateOfBirth,
    user.question,
    user.answer,
  );
  return lastId;
}

export function passwordHistory(db: Database, userId: number): string[] {
  return readRows(
    db,
    v.object({ password_hash: v.string() }),
    'SELECT password_hash FROM identity_password_history WHERE user_id = ?',
    userId,
  ).map((row) => row.password_hash);
}

/** Sets a new password, keeps the old hash in the history and ends any forced change. */
export function changePassword(db: Database, userId: number, oldHash: string, password: string) {
  execute(
    db,
    'INSERT INTO identity_password_history (user_id, password_hash) VALUES (?, ?)',
    userId,
    oldHash,
  );
  execute(
    db,
    'UPDATE users SET password_hash = ?, must_change_password = 0, change_password_token = NULL, failed_attempts = 0, locked = 0 WHERE id = ?',
    hashPassword(password, storedPasswordCost(db)),
    userId,
  );
  // A new password is the reset a lockout waits for.
  const user = findUserById(db, userId);
  if (user) clearPasswordFailures(db, user.username);
}

export function recordAgreement(
  db: Database,
  userId: number,
  dateOfTerms: string,
  dateOfAgreement: string,
): void {
  execute(
    db,
    'INSERT INTO web_agreement_logs (user_id, date_of_terms, date_of_agreement) VALUES (?, ?, ?)',
    userId,
    dateOfTerms,
    dateOfAgreement,
  );
}
