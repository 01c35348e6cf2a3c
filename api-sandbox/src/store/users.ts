import * as v from 'valibot';
import { flag, integer, readRow, type Database } from './database.ts';

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
