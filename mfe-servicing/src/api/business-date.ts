// GET /api/setup/BusinessDate: the institution's business day. "Today" in every date rule (payoff
// date, insurance in force, statement years, agreements in effect) is this day, never the
// browser's clock, which may sit in another time zone than the institution.
import { businessDate } from '@portal/api-contract/identity/portal-checks';
import { mapResult, valueOrThrow, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { DateTime } from 'luxon';
import { useApi } from '../lib/use-api';

/** The business day as a calendar day (midnight, in the browser's zone, of that date). */
export async function fetchBusinessDate(api: KyInstance): Promise<ApiResult<DateTime>> {
  const answer = mapResult(await call(api, businessDate, {}), (body) =>
    DateTime.fromISO(body.BusinessDate.slice(0, 10)),
  );
  // The contract checks the yyyy-mm-dd shape; a day that does not exist is no usable answer.
  return answer.kind === 'ok' && !answer.value.isValid
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
