import * as v from 'valibot';
import { execute, integer, readRows, type Database } from '../store/database.ts';
import { instant } from '../time/dates.ts';

/** Only the newest reports are kept, so a noisy page cannot grow the file without bound. */
export const CLIENT_ERRORS_KEPT = 500;

export interface ClientErrorInput {
  message: string;
  stack: string;
  userAgent: string;
  ip: string;
}

export const ClientErrorRowSchema = v.object({
  id: integer,
  received_at: v.string(),
  message: v.string(),
  stack: v.string(),
  user_agent: v.string(),
  ip: v.string(),
});

export type ClientErrorRow = v.InferOutput<typeof ClientErrorRowSchema>;

export function insertClientError(db: Database, report: ClientErrorInput, now: Date): void {
  execute(
    db,
    'INSERT INTO client_errors (received_at, message, stack, user_agent, ip) VALUES (?, ?, ?, ?, ?)',
    instant(now),
    report.message,
    report.stack,
    report.userAgent,
    report.ip,
  );
  execute(
    db,
    'DELETE FROM client_errors WHERE id NOT IN (SELECT id FROM client_errors ORDER BY id DESC LIMIT ?)',
    CLIENT_ERRORS_KEPT,
  );
}

/** Oldest first, newest last. */
export function listClientErrors(db: Database): ClientErrorRow[] {
  return readRows(db, ClientErrorRowSchema, 'SELECT * FROM client_errors ORDER BY id');
}
