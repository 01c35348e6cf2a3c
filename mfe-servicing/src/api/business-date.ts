// GET /api/setup/BusinessDate: the institution's business day. "Today" in every date rule (payoff
// date, insurance in force, statement years, agreements in effect) is this day, never the
// browser's clock, which may sit in another time zone than the institution.
import { parseWire } from '@portal/wire/parse-wire';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { useApi } from '../lib/api-context';

const BusinessDateSchema = v.object({
  BusinessDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  TimeZone: v.nullish(v.string(), ''),
});

/** The business day as a calendar day (midnight, in the browser's zone, of that date). */
export async function fetchBusinessDate(api: KyInstance): Promise<DateTime> {
  const body = parseWire(
    BusinessDateSchema,
    await api.get('setup/BusinessDate').json(),
    'setup/BusinessDate',
  );
  const day = DateTime.fromISO(body.BusinessDate.slice(0, 10));
  if (!day.isValid) throw new Error(`setup/BusinessDate: not a date: ${body.BusinessDate}`);
  return day;
}

/** A day changes at most once a day: a minute's staleness is plenty. */
const BUSINESS_DATE_STALE_MS = 60_000;

export function useBusinessDate() {
  const api = useApi();
  return useQuery({
    queryKey: ['businessDate'],
    queryFn: () => fetchBusinessDate(api),
    staleTime: BUSINESS_DATE_STALE_MS,
  });
}
