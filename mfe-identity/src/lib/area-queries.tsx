// The identity area's query cache, provided only around the pages that query: it and TanStack
// Query load with them, not with the login form (issue 14, a lean login path).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { areaQueryClient } from '@portal/area-kit/area-query-client';

export function AreaQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={areaQueryClient('identity')}>{children}</QueryClientProvider>;
}
