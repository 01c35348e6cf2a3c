// The sandbox's captcha provider: a small arithmetic challenge whose token ("<id>:<answer>") the
// message calls verify. The real product uses a third-party captcha this machine cannot reach.
import * as v from 'valibot';
import { randomBytes, randomInt } from 'node:crypto';
import { execute, integer, readRow, type Database } from '../store/database.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export function createChallenge(
  db: Database,
  now: Date,
): { ChallengeId: string; Question: string } {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomBytes(12).toString('hex');
  execute(
    db,
    'INSERT INTO svc_captchas (id, answer, created_at) VALUES (?, ?, ?)',
    id,
    String(a + b),
    now.getTime(),
  );
  return { ChallengeId: id, Question: `What is ${a} + ${b}?` };
}

/** True once per solved challenge: a token cannot be replayed. */
export function verifyCaptchaToken(db: Database, token: string, now: Date): boolean {
  const [id, answer] = token.split(':');
  if (!id || answer === undefined) return false;
  const row = readRow(
    db,
    v.object({ answer: v.string(), created_at: integer, used: integer }),
    'SELECT answer, created_at, used FROM svc_captchas WHERE id = ?',
    id,
  );
  if (!row || row.used || now.getTime() - row.created_at > CAPTCHA_TTL_MS) return false;
  if (row.answer !== answer.trim()) return false;
  execute(db, 'UPDATE svc_captchas SET used = 1 WHERE id = ?', id);
  return true;
}
