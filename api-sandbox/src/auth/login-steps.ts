import * as v from 'valibot';
import { execute, readRow, type Database } from '../store/database.ts';

// The login steps a session still owes (spec 1 §4's queue, after the security code, which is the
// session's `pending` status). Until the list is empty the token can call only its next step's
// calls (issue 52 item 2): a password that must change does not open the dashboard's calls.

export const LOGIN_STEPS = [
  'validateSSN',
  'changePassword',
  'setupSecretQuestion',
  'agreements',
] as const;

export type LoginStep = (typeof LOGIN_STEPS)[number];

const isStep = (text: string): text is LoginStep =>
  (LOGIN_STEPS as readonly string[]).includes(text);

export function setLoginSteps(db: Database, token: string, steps: readonly LoginStep[]): void {
  if (steps.length === 0) return;
  execute(
    db,
    'INSERT OR REPLACE INTO auth_login_steps (session_token, steps) VALUES (?, ?)',
    token,
    steps.join(','),
  );
}

export function loginStepsOf(db: Database, token: string): LoginStep[] {
  const row = readRow(
    db,
    v.object({ steps: v.string() }),
    'SELECT steps FROM auth_login_steps WHERE session_token = ?',
    token,
  );
  return (row?.steps ?? '').split(',').filter(isStep);
}

/** The step this session must take next; undefined once its queue is done. */
export const nextLoginStep = (db: Database, token: string): LoginStep | undefined =>
  loginStepsOf(db, token)[0];

/** Marks `step` done when it is the session's next one (a call made outside the queue is no step). */
export function completeLoginStep(db: Database, token: string, step: LoginStep): void {
  const [next, ...rest] = loginStepsOf(db, token);
  if (next !== step) return;
  if (rest.length === 0) execute(db, 'DELETE FROM auth_login_steps WHERE session_token = ?', token);
  else
    execute(
      db,
      'UPDATE auth_login_steps SET steps = ? WHERE session_token = ?',
      rest.join(','),
      token,
    );
}
