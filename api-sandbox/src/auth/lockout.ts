import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';
import { storedPasswordCost } from '../store/sandbox-state.ts';
import { findUserByUsername } from '../store/users.ts';
import { unmatchableHash, verifyPassword } from './passwords.ts';

// One lockout for every password check (sign-in, the login's SSN step, the profile's current
// password, the async reuse check): failures are counted per user name, known or not, so a locked name and an unknown
// one answer alike, and a lock ends by itself after LOCKOUT_WINDOW_MS (README "Login rules").

/** Wrong passwords within a window that lock a name; the fifth already answers locked. */
export const MAX_FAILED_ATTEMPTS = 5;

/** How long a lock lasts, and how long failures are remembered (PCI DSS 4.0.1 8.3.4: ≥ 30 min). */
export const LOCKOUT_WINDOW_MS = 30 * 60 * 1000;

export type PasswordCheck = 'ok' | 'Invalid' | 'LockedOnBadPassword';

const FailureRowSchema = v.object({
  failures: integer,
  locked_until: integer,
  last_failed_at: integer,
});

const key = (name: string): string => name.trim().toLowerCase();

function failureRow(db: Database, name: string, now: Date) {
  const row = readRow(
    db,
    FailureRowSchema,
    'SELECT failures, locked_until, last_failed_at FROM auth_login_failures WHERE name = ?',
    key(name),
  );
  // Failures older than the window are forgotten, and an expired lock with them.
  if (!row || now.getTime() - row.last_failed_at >= LOCKOUT_WINDOW_MS) return undefined;
  return row;
}

/**
 * Counts an attempt before its password is hashed, so parallel guesses cannot all pass the
 * lock check while the first ones are still hashing; a right password takes it back.
 * Answers the attempt's number, or 'locked'.
 */
function beginAttempt(db: Database, name: string, now: Date): number | 'locked' {
  const row = failureRow(db, name, now);
  if (row && row.locked_until > now.getTime()) return 'locked';
  const failures = (row?.failures ?? 0) + 1;
  execute(
    db,
    `INSERT INTO auth_login_failures (name, failures, locked_until, last_failed_at) VALUES (?, ?, 0, ?)
     ON CONFLICT(name) DO UPDATE SET failures = excluded.failures, locked_until = 0,
       last_failed_at = excluded.last_failed_at`,
    key(name),
    failures,
    now.getTime(),
  );
  // Unknown names are remembered too; forgotten ones are dropped so the table stays small.
  execute(
    db,
    'DELETE FROM auth_login_failures WHERE last_failed_at <= ?',
    now.getTime() - LOCKOUT_WINDOW_MS,
  );
  return failures;
}

function lock(db: Database, name: string, now: Date): void {
  execute(
    db,
    'UPDATE auth_login_failures SET locked_until = ? WHERE name = ?',
    now.getTime() + LOCKOUT_WINDOW_MS,
    key(name),
  );
}

export function clearPasswordFailures(db: Database, name: string): void {
  execute(db, 'DELETE FROM auth_login_failures WHERE name = ?', key(name));
}

/**
 * The one password check: a locked name (by wrong passwords, or by the institution) answers
 * LockedOnBadPassword whatever the password; an unknown name counts failures like a known one.
 * Every path hashes once, so the timing says nothing either.
 */
export async function checkPassword(
  db: Database,
  name: string,
  password: string,
  now: Date,
): Promise<PasswordCheck> {
  const user = findUserByUsername(db, name);
  const attempt = user?.locked === 1 ? 'locked' : beginAttempt(db, name, now);
  if (attempt === 'locked' || attempt > MAX_FAILED_ATTEMPTS) {
    await verifyPassword(password, unmatchableHash(storedPasswordCost(db)));
    return 'LockedOnBadPassword';
  }
  if (user && (await verifyPassword(password, user.password_hash))) {
    clearPasswordFailures(db, name);
    return 'ok';
  }
  if (!user) await verifyPassword(password, unmatchableHash(storedPasswordCost(db)));
  if (attempt < MAX_FAILED_ATTEMPTS) return 'Invalid';
  lock(db, name, now);
  return 'LockedOnBadPassword';
}

export type ReuseCheck = 'reused' | 'new' | 'LockedOnBadPassword';

/**
 * Whether a new password is the name's current one or one of its earlier ones. Comparing with
 * the current password is a guess like a sign-in's, so it goes through checkPassword: a miss
 * counts, a hit takes the count back, a locked name is answered without comparing (issue 52).
 */
export async function checkPasswordReuse(
  db: Database,
  name: string,
  password: string,
  earlierHashes: readonly string[],
  now: Date,
): Promise<ReuseCheck> {
  const current = await checkPassword(db, name, password, now);
  if (current !== 'Invalid') return current === 'ok' ? 'reused' : current;
  for (const hash of earlierHashes) if (await verifyPassword(password, hash)) return 'reused';
  return 'new';
}
