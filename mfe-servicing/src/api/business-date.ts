// GET /api/setup/BusinessDate: the institution's business day. "Today" in every date rule (payoff
// date, insurance in force, statement years, agreements in effect) is this day, never the
// browser's clock, which may sit in another time zone than the institution.
import { businessDate } from '@portal/api-contract/identity/portal-checks';
import { mapResult, valueOrThrow, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useApi } from '../lib/use-api';
import { wireDay } from '@portal/display/wire-day';

/**
 * The business day as its ISO calendar date (yyyy-mm-dd). A plain string, not a luxon DateTime:
 * the loan page shows statement years from it, and luxon (20 kB brotli) comes only with the
 * dialogs that compute with dates (issue 14).
 */
export type BusinessDay = string;

export async function fetchBusinessDate(api: KyInstance): Promise<ApiResult<BusinessDay>> {
  const answer = mapResult(await call(api, businessDate, {}), (body) =>
    body.BusinessDate.slice(0, 10),
  );
  // The contract checks the yyyy-mm-dd shape; a day that does not exist is no usable answer.
  return answer.kind === 'ok' && !wireDay(answer.value)
    ? { kind: 'unavailable', reason: 'contract', status: 200 }
    : answer;
}

/** A day changes at most once a day: a minute's staleness is plenty. */
const BUSINESS_DATE_STALE_MS = 60_000;

export function useBusinessDate() {
  const api = useApi();
  return useQuery({
    queryKey: ['businessDate'],
    queryFn: () => fetchBusinessDate(api).then(valueOrThrow),
    staleTime: BUSINESS_DATE_STALE_MS,
  });
}
