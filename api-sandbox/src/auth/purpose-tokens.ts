import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';
import { findActiveSession } from './sessions.ts';
import { newToken } from './tokens.ts';

// The user-token service (ARCHITECTURE, SPEC-NOTES "Tokens in links"): wherever a URL must carry
// a credential (a download opened in a new window, a passable token, the apply-for-loan link), it
// carries one of these instead of the session token. Each is bound to one purpose, lives a few
// minutes, works once, and dies with the session that minted it (logout, supersede, expiry).

/** How long a minted token may wait before it is used. */
export const PURPOSE_TOKEN_TTL_MS = 5 * 60 * 1000;

export type TokenPurpose =
  'history-download' | 'payoff-download' | 'passable' | 'apply-for-loan' | 'ach-draft-preview';

const PurposeTokenRowSchema = v.object({
  token: v.string(),
  user_id: integer,
  session_token: v.string(),
  purpose: v.string(),
  details: v.string(),
  created_at: integer,
  used_at: v.nullable(integer),
});

export interface RedeemedToken {
  userId: number;
  details: Record<string, unknown>;
}

export function mintPurposeToken(
  db: Database,
  input: {
    userId: number;
    sessionToken: string;
    purpose: TokenPurpose;
    details?: Record<string, unknown>;
  },
  now: Date,
): string {
  const token = newToken();
  execute(
    db,
    `INSERT INTO auth_purpose_tokens (token, user_id, session_token, purpose, details, created_at, used_at)
     VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    token,
    input.userId,
    input.sessionToken,
    input.purpose,
    JSON.stringify(input.details ?? {}),
    now.getTime(),
  );
  return token;
}

/**
 * Uses the token up: its purpose must match, it must be unused and fresh, and the session that
 * minted it must still be live. Returns undefined (the caller answers 401) otherwise.
 */
export function redeemPurposeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): RedeemedToken | undefined {
  if (!token) return undefined;
  const row = readRow(
    db,
    PurposeTokenRowSchema,
    'SELECT * FROM auth_purpose_tokens WHERE token = ?',
    token,
  );
  if (!row || row.purpose !== purpose || row.used_at !== null) return undefined;
  if (now.getTime() - row.created_at > PURPOSE_TOKEN_TTL_MS) return undefined;
  const session = findActiveSession(db, row.session_token, now);
  if (!session || session.user_id !== row.user_id) return undefined;
  // Conditional update: of two racing requests, only one wins the token.
  const used = execute(
    db,
    'UPDATE auth_purpose_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL',
    now.getTime(),
    token,
  );
  if (used.changes === 0) return undefined;
  return { userId: row.user_id, details: JSON.parse(row.details) as Record<string, unknown> };
}
