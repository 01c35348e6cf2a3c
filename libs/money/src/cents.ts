// Money on the page is integer cents (spec 2 §9, spec 3 §9: US dollars with two decimals). Typed
// text is read to cents by its digits, never through a float, and shown from cents; API modules
// turn the wire's decimal dollars into cents and back with the two conversions below.

/** A whole number of cents. */
export type Cents = number;

/** Dollars with up to two decimals: "1234", "1234.5", ".05". */
const DECIMAL_DOLLARS = /^(\d*)(?:\.(\d{0,2}))?$/;

/** Reads a typed amount ("$1,234.5") as cents (123450); null when it is not one. */
export function parseCents(text: string): Cents | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  const match = DECIMAL_DOLLARS.exec(cleaned);
  if (!match || cleaned === '' || cleaned === '.') return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,234.50" from 123450: whole dollars grouped, then the two cent digits. */
export function formatAmountInput(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const dollars = Math.trunc(absolute / 100);
  return `${sign}${grouped.format(dollars)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "$1,234.50" from 123450 (spec 2 §9: US dollars with two decimals). */
export function formatMoney(cents: Cents): string {
  const text = formatAmountInput(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The wire's decimal dollars → whole cents. */
export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

/** Whole cents → the wire's decimal dollars. */
export const centsToDollars = (cents: Cents): number => cents / 100;

/** "$1,234.50" from the wire's decimal dollars (1234.5), through cents. */
export const formatDollars = (dollars: number): string => formatMoney(dollarsToCents(dollars));
