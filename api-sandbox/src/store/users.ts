import { execute, queryOne, type Database } from './database.ts';

/** Consecutive wrong passwords that lock a user. */
export const MAX_FAILED_ATTEMPTS = 5;

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  personal_name: string;
  email: string;
  email_verified: number;
  company_number: number;
  servicing_branch: number;
  customer_id: string;
  has_password_question: number;
  must_change_password: number;
  change_password_token: string | null;
  mfa_enrolled: number;
  locked: number;
  failed_attempts: number;
  address1: string;
  city: string;
  state: string;
  zip_code: string;
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  return queryOne<UserRow>(db, 'SELECT * FROM users WHERE username = ?', username);
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return queryOne<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id);
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
