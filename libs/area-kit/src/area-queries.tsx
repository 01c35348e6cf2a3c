// An area's query cache, provided around the pages that query: it and TanStack Query load with
// those pages, not with the area, so a page that runs no query (the FAQ, a confirmation, the
// login form) downloads neither (issue 14, item 4).
import { QueryClientProvider } from '@tanstack/react-query';
import type { AreaName } from '@portal/shared-contracts';
import type { ReactNode } from 'react';
import { areaQueryClient } from './area-query-client';

export function AreaQueries({ area, children }: { area: AreaName; children: ReactNode }) {
  return <QueryClientProvider client={areaQueryClient(area)}>{children}</QueryClientProvider>;
}
