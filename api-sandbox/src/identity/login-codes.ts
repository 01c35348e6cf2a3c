import * as v from 'valibot';
import { execute, integer, readRow, type Database } from '../store/database.ts';

// The login security code's life and attempts, per pending sign-in (spec 1 §8 Security code:
// CodeExpired, MaxAttemptsReached). The code itself is always 123456 in the sandbox. The
// attempts are the sign-in's, not the code's: a resend renews the code's life but gives no new
// guesses, and resends are capped (issue 52), so one sign-in allows 3 guesses of a 6-digit code.

export const LOGIN_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_LOGIN_CODE_ATTEMPTS = 3;
/** Resends one pending sign-in may ask for. */
export const MAX_LOGIN_CODE_RESENDS = 3;

const CodeRowSchema = v.object({
  sent_at: integer,
  attempts: integer,
});

type CodeRow = v.InferOutput<typeof CodeRowSchema>;

function row(db: Database, token: string, now: Date): CodeRow {
  const createdAt =
    readRow(
      db,
      v.object({ created_at: v.string() }),
      'SELECT created_at FROM sessions WHERE token = ?',
      token,
    )?.created_at ?? '';
  const found = readRow(
    db,
    CodeRowSchema,
    'SELECT sent_at, attempts FROM identity_login_codes WHERE session_token = ?',
    token,
  );
  if (found) return found;
  const sentAt = Number.isNaN(Date.parse(createdAt)) ? now.getTime() : Date.parse(createdAt);
  execute(
    db,
    'INSERT INTO identity_login_codes (session_token, sent_at, attempts) VALUES (?, ?, 0)',
    token,
    sentAt,
  );
  return { sent_at: sentAt, attempts: 0 };
}

/** Why this code check must fail before comparing the code, if it must. */
export function codeRefusal(db: Database, token: string, now: Date): string | null {
  const code = row(db, token, now);
  if (code.attempts >= MAX_LOGIN_CODE_ATTEMPTS) return 'MaxAttemptsReached';
  if (now.getTime() - code.sent_at > LOGIN_CODE_LIFETIME_MS) return 'CodeExpired';
  return null;
}

/** Counts a wrong code; answers the code to refuse it with. */
export function wrongCode(db: Database, token: string): string {
  execute(
    db,
    'UPDATE identity_login_codes SET attempts = attempts + 1 WHERE session_token = ?',
    token,
  );
  const attempts =
    readRow(
      db,
      v.object({ attempts: integer }),
      'SELECT attempts FROM identity_login_codes WHERE session_token = ?',
      token,
    )?.attempts ?? 0;
  return attempts >= MAX_LOGIN_CODE_ATTEMPTS ? 'MaxAttemptsReached' : 'Invalid';
}

/**
 * Resend: a fresh code's life for the sign-in, with its attempts kept. Refused (answers the code
 * to refuse with) once the sign-in's guesses are used up or it has had its resends.
 */
export function resendLoginCode(db: Database, token: string, now: Date): string | null {
  const code = row(db, token, now);
  const resends =
    readRow(
      db,
      v.object({ resends: integer }),
      'SELECT resends FROM identity_login_code_resends WHERE session_token = ?',
      token,
    )?.resends ?? 0;
  if (code.attempts >= MAX_LOGIN_CODE_ATTEMPTS || resends >= MAX_LOGIN_CODE_RESENDS)
    return 'MaxAttemptsReached';
  execute(
    db,
    'UPDATE identity_login_codes SET sent_at = ? WHERE session_token = ?',
    now.getTime(),
    token,
  );
  execute(
    db,
    `INSERT INTO identity_login_code_resends (session_token, resends) VALUES (?, 1)
     ON CONFLICT(session_token) DO UPDATE SET resends = resends + 1`,
    token,
  );
  return null;
}
