// The business day for the pages that hold the area's query cache (registration, recovery).
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import { fetchBusinessDate } from './api/business-date';

/** A day changes at most once a day: a minute's staleness is plenty. */
const BUSINESS_DATE_STALE_MS = 60_000;

export function useBusinessDate() {
  return useQuery({
    queryKey: ['identity', 'business-date'],
    queryFn: () => fetchBusinessDate(getPortal().api).then(valueOrThrow),
    staleTime: BUSINESS_DATE_STALE_MS,
  });
}
