// A wire calendar date shown as MM/dd/yyyy, without luxon: the account chooser's due day and the
// scheduled payments' days are only shown, and the payment page's first view must not pay for
// luxon (20 kB brotli), which loads with the chosen loan's payment that computes with dates
// (issue 14, each view pays for what it uses).

const WIRE_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** MM/dd/yyyy of a wire calendar date (as parseWireDay reads it); '' when none or unreadable. */
export function formatWireDay(text: string | null | undefined): string {
  if (!text || text.startsWith('0001-01-01')) return '';
  const parts = WIRE_DAY.exec(text);
  if (!parts || !/^\d{4}-\d{2}-\d{2}(T|$)/.test(text)) return '';
  const [, year = '', month = '', day = ''] = parts;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return '';
  return `${month}/${day}/${year}`;
}
