import * as v from 'valibot';
import { execute, readRow, type Database } from '../store/database.ts';
import { instant } from '../time/dates.ts';

export const LoginHistoryRowSchema = v.object({
  logged_in_at: v.string(),
  ip: v.string(),
});

export type LoginHistoryRow = v.InferOutput<typeof LoginHistoryRowSchema>;

export function latestLogin(db: Database, userId: number): LoginHistoryRow | undefined {
  return readRow(
    db,
    LoginHistoryRowSchema,
    'SELECT logged_in_at, ip FROM login_history WHERE user_id = ? ORDER BY logged_in_at DESC, id DESC LIMIT 1',
    userId,
  );
}

export function recordLogin(db: Database, userId: number, at: Date, ip: string): void {
  execute(
    db,
    'INSERT INTO login_history (user_id, logged_in_at, ip) VALUES (?, ?, ?)',
    userId,
    instant(at),
    ip,
  );
}
