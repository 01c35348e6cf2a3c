// E-statements (spec 3 §4, §5, §8, §9).
import type { DateTime } from 'luxon';

export const NO_STATEMENTS = 'No e-statements found for this account for the selected year.';
export const NO_EMAIL = 'please provide email address';

/** The current year and the three before it (SPEC-NOTES resolution of "last 3 years"). */
export function statementYears(now: DateTime): number[] {
  return [0, 1, 2, 3].map((back) => now.year - back);
}

/** Providers: 0 direct URL, 1 and 3 via the external URL service, 4 a document download. */
export type StatementAccess = 'direct' | 'external' | 'download';

export function statementAccess(provider: number): StatementAccess {
  if (provider === 1 || provider === 3) return 'external';
  if (provider === 4) return 'download';
  return 'direct';
}
