// The in-app review prompt after a successful payment (spec 2 §4 Submission, §9): only in the
// mobile wrapper with mobile reviews enabled, 3 s later, and only when enough months have passed
// since the last attempt, enough days since installation and enough app loads (setup numbers).
import type { DateTime } from 'luxon';

/** Spec 2 §9: the prompt comes 3000 ms after the payment. */
export const REVIEW_PROMPT_DELAY_MS = 3000;

export interface ReviewFacts {
  /** When the app last asked for a review; null if it never did. */
  lastAttempt: DateTime | null;
  installedOn: DateTime;
  appLoads: number;
}

export interface ReviewMinimums {
  monthsSinceLastAttempt: number;
  daysSinceInstall: number;
  appLoads: number;
}

export function reviewPromptDue(
  enabled: boolean,
  facts: ReviewFacts | null,
  minimums: ReviewMinimums,
  now: DateTime,
): boolean {
  if (!enabled || !facts) return false;
  const months = facts.lastAttempt ? now.diff(facts.lastAttempt, 'months').months : Infinity;
  const days = now.startOf('day').diff(facts.installedOn.startOf('day'), 'days').days;
  return (
    months >= minimums.monthsSinceLastAttempt &&
    days >= minimums.daysSinceInstall &&
    facts.appLoads >= minimums.appLoads
  );
}
