// The day a back-end date falls on, without luxon: pages that only show days must not download
// luxon's 20 kB brotli (issue 14). Pages that compute with dates still use luxon.

// An ISO date, or date and time with an optional offset (Z or ±hh:mm), as the back end sends.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The value as a Date at local midnight of its day, in the borrower's time zone when it carries
 * an offset (as luxon's fromISO); null for what is no date (Feb 30, 25:00, free text) and for
 * the back end's 0001-01-01, which means none (spec 3 §3).
 */
export function wireDay(iso: string | null | undefined): Date | null {
  const parts = iso ? ISO.exec(iso) : null;
  if (!iso || !parts || iso.startsWith('0001-01-01')) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) =>
    Number(parts[i] ?? 0),
  ) as [number, number, number, number, number, number];
  // Out-of-range fields roll over in Date: refuse them, as luxon does.
  const written = new Date(0);
  written.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads year 1 as 1901
  written.setUTCHours(hour, minute, second);
  if (
    written.getUTCMonth() !== month - 1 ||
    written.getUTCDate() !== day ||
    written.getUTCHours() !== hour ||
    written.getUTCMinutes() !== minute
  )
    return null;
  // Without an offset the value is already the borrower's own day; with one, it is converted.
  if (!parts[7]) return localDay(year, month - 1, day);
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return localDay(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

function localDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

const FORMATS = {
  /** 11/22/2026 */
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }),
  /** November 22, 2026 */
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  /** Sunday, November 22, 2026 */
  full: new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }),
};

/** The day of a back-end date in one of the portal's display formats; '' for no date. */
export function formatWireDay(
  iso: string | null | undefined,
  style: keyof typeof FORMATS = 'short',
): string {
  const day = wireDay(iso);
  if (!day) return '';
  // yyyy: four digits, as luxon's format wrote it (an early year is 0999, not 999).
  return FORMATS[style]
    .formatToParts(day)
    .map(({ type, value }) => (type === 'year' ? value.padStart(4, '0') : value))
    .join('');
}
