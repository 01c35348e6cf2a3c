// A loan's due day for the account chooser, without luxon: the chooser is the payment page's
// first view, and luxon (20 kB brotli) loads with the chosen loan's payment, which computes
// with dates (issue 14, each view pays for what it uses).

const WIRE_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** MM/dd/yyyy of a wire calendar date (as parseWireDay reads it); '' when none or unreadable. */
export function formatDueDay(text: string | null | undefined): string {
  if (!text || text.startsWith('0001-01-01')) return '';
  const parts = WIRE_DAY.exec(text);
  if (!parts || !/^\d{4}-\d{2}-\d{2}(T|$)/.test(text)) return '';
  const [, year = '', month = '', day = ''] = parts;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return '';
  return `${month}/${day}/${year}`;
}
