import * as v from 'valibot';
import { execute, flag, integer, readRow, type Database } from './database.ts';

/** Consecutive wrong passwords that lock a user. */
export const MAX_FAILED_ATTEMPTS = 5;

export const UserRowSchema = v.object({
  id: integer,
  username: v.string(),
  password_hash: v.string(),
  personal_name: v.string(),
  email: v.string(),
  email_verified: flag,
  company_number: integer,
  servicing_branch: integer,
  customer_id: v.string(),
  has_password_question: flag,
  must_change_password: flag,
  change_password_token: v.nullable(v.string()),
  mfa_enrolled: flag,
  locked: flag,
  failed_attempts: integer,
  address1: v.string(),
  city: v.string(),
  state: v.string(),
  zip_code: v.string(),
});

export type UserRow = v.InferOutput<typeof UserRowSchema>;

/** Case-insensitive (the column is COLLATE NOCASE). */
export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  return readRow(db, UserRowSchema, 'SELECT * FROM users WHERE username = ?', username);
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return readRow(db, UserRowSchema, 'SELECT * FROM users WHERE id = ?', id);
}

/** Counts a wrong password; returns true when this attempt locked the user. */
export function recordFailedAttempt(db: Database, userId: number): boolean {
  execute(
    db,
    'UPDATE users SET failed_attempts = failed_attempts + 1, locked = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE locked END WHERE id = ?',
    MAX_FAILED_ATTEMPTS,
    userId,
  );
  return findUserById(db, userId)?.locked === 1;
}

export function clearFailedAttempts(db: Database, userId: number): void {
  execute(db, 'UPDATE users SET failed_attempts = 0 WHERE id = ?', userId);
}
