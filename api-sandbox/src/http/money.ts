/** Rounds to cents (SQLite REAL arithmetic can leave float noise). */
export const money = (value: number): number => Math.round(value * 100) / 100;
