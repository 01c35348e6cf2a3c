// GET /api/setup/BusinessDate: the institution's business day. "Today" in identity's date rules
// (date of birth not in the future, agreements in force) is this day, never the browser's clock,
// which may sit in another time zone than the institution. No luxon here: the login path uses it.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const BusinessDateSchema = v.object({
  BusinessDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  TimeZone: v.nullish(v.string(), ''),
});

/** The business day as "yyyy-MM-dd". */
export async function fetchBusinessDate(api: KyInstance): Promise<string> {
  const body = parseWire(
    BusinessDateSchema,
    await api.get('setup/BusinessDate').json(),
    'setup/BusinessDate',
  );
  return body.BusinessDate.slice(0, 10);
}
