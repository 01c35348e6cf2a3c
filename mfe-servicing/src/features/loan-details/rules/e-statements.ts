// E-statements (spec 3 §4, §5, §8, §9).

export const NO_STATEMENTS = 'No e-statements found for this account for the selected year.';
export const NO_EMAIL = 'please provide email address';

/** The business day's year (today: yyyy-mm-dd) and the three before it (SPEC-NOTES: "last 3 years"). */
export function statementYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [0, 1, 2, 3].map((back) => year - back);
}

/** Providers: 0 direct URL, 1 and 3 via the external URL service, 4 a document download. */
export type StatementAccess = 'direct' | 'external' | 'download';

export function statementAccess(provider: number): StatementAccess {
  if (provider === 1 || provider === 3) return 'external';
  if (provider === 4) return 'download';
  return 'direct';
}
