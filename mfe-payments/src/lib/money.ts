// Money on the page is integer cents (spec 2 §9 shows US dollars with two decimals). Typed text
// is read to cents by its digits, never through a float, and shown from cents; the API modules
// alone turn cents into the wire's decimal dollars and back.

/** A whole number of cents. */
export type Cents = number;

/** Amount input: at most 15 characters (spec 2 §9). */
export const AMOUNT_INPUT_MAX_LENGTH = 15;

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

/** A dollar amount from settings ("2500", "0.01") in cents; the fallback when it is not one. */
export const settingCents = (text: string, fallback: Cents): Cents => parseCents(text) ?? fallback;

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
