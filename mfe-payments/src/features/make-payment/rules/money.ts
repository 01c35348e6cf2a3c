// Money on the page: cents arithmetic and US-dollar display (spec 2 §9).

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (value: number): string => usd.format(value);

/** Amount input: at most 15 characters (spec 2 §9). */
export const AMOUNT_INPUT_MAX_LENGTH = 15;

/** Reads a typed amount ("$1,234.5") as a number; null when it is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^\d*(?:\.\d{0,2})?$/.test(cleaned) || cleaned === '.') return null;
  return roundCents(Number(cleaned));
}

/** Shown on blur: two decimals with separators, no symbol inside the field. */
export const formatAmountInput = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
