import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';
import { instant } from '../time/dates.ts';
import { newToken } from './tokens.ts';

/** Idle expiry: every authorised call pushes expiry this far into the future. */
export const SESSION_IDLE_MS = 20 * 60 * 1000;

/** Absolute lifetime: however busy, a session ends this long after it was opened. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** `pending` = signed in but waiting for the MFA security code; refused by signed-in calls. */
export type SessionStatus = 'pending' | 'active' | 'ended';

export const SessionRowSchema = v.object({
  token: v.string(),
  user_id: integer,
  status: v.picklist(['pending', 'active', 'ended']),
  device_id: v.nullable(v.string()),
  /** ISO instant the session was opened (its absolute lifetime counts from here). */
  created_at: v.string(),
  expires_at: integer,
});

export type SessionRow = v.InferOutput<typeof SessionRowSchema>;

export function createSession(
  db: Database,
  userId: number,
  status: 'pending' | 'active',
  now: Date,
  deviceId: string | undefined,
): string {
  const token = newToken();
  execute(
    db,
    'INSERT INTO sessions (token, user_id, status, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    token,
    userId,
    status,
    deviceId ?? null,
    instant(now),
    now.getTime() + SESSION_IDLE_MS,
  );
  return token;
}

/** Neither idle nor past its absolute lifetime (whatever its status). */
function inTime(session: SessionRow, now: Date): boolean {
  const openedAt = Date.parse(session.created_at);
  return (
    session.expires_at > now.getTime() &&
    Number.isFinite(openedAt) &&
    now.getTime() < openedAt + SESSION_ABSOLUTE_MS
  );
}

/** The live, fully signed-in session for `token`, without touching it; undefined otherwise. */
export function findActiveSession(db: Database, token: string, now: Date): SessionRow | undefined {
  const session = readRow(db, SessionRowSchema, 'SELECT * FROM sessions WHERE token = ?', token);
  return session && session.status === 'active' && inTime(session, now) ? session : undefined;
}

/** The live, fully signed-in session for `token`, with its idle expiry extended; undefined otherwise. */
export function touchActiveSession(db: Database, token: string, now: Date): SessionRow | undefined {
  const session = findActiveSession(db, token, now);
  if (!session) return undefined;
  execute(
    db,
    'UPDATE sessions SET expires_at = ? WHERE token = ?',
    now.getTime() + SESSION_IDLE_MS,
    token,
  );
  return session;
}

/** The user's live pending (MFA) session: the one named by `token` if given, else the newest. */
export function findPendingSession(
  db: Database,
  userId: number,
  token: string | undefined,
  now: Date,
): SessionRow | undefined {
  const session = token
    ? readRow(
        db,
        SessionRowSchema,
        'SELECT * FROM sessions WHERE token = ? AND user_id = ?',
        token,
        userId,
      )
    : readRow(
        db,
        SessionRowSchema,
        "SELECT * FROM sessions WHERE user_id = ? AND status = 'pending' ORDER BY created_at DESC, rowid DESC LIMIT 1",
        userId,
      );
  if (!session || session.status !== 'pending' || !inTime(session, now)) return undefined;
  return session;
}

export function activateSession(db: Database, token: string, now: Date): void {
  execute(
    db,
    "UPDATE sessions SET status = 'active', expires_at = ? WHERE token = ?",
    now.getTime() + SESSION_IDLE_MS,
    token,
  );
}

export function endSession(db: Database, token: string): void {
  execute(db, "UPDATE sessions SET status = 'ended' WHERE token = ?", token);
}

/**
 * Ends every session of the user except `keepToken` (a password change, spec 1 §4 / issue 13:
 * whoever held the old password loses their sessions; the one that made the change stays).
 * A token superseded within a login process (ResetPassword's new token) ends here too.
 */
export function endOtherSessions(db: Database, userId: number, keepToken: string | null): void {
  execute(
    db,
    "UPDATE sessions SET status = 'ended' WHERE user_id = ? AND token != ? AND status != 'ended'",
    userId,
    keepToken ?? '',
  );
}

/** Makes the token expired at once. Returns false when no such token exists. */
export function expireSession(db: Database, token: string, now: Date): boolean {
  return (
    execute(db, 'UPDATE sessions SET expires_at = ? WHERE token = ?', now.getTime() - 1, token)
      .changes > 0
  );
}
