import { execute, queryOne, type Database } from '../store/database.ts';
import { instant } from '../time/dates.ts';

export interface LoginHistoryRow {
  logged_in_at: string;
  ip: string;
}

export function latestLogin(db: Database, userId: number): LoginHistoryRow | undefined {
  return queryOne<LoginHistoryRow>(
    db,
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
