// An area's one server-state cache (TanStack Query). This lib is bundled into each remote, not
// shared, so every area gets its own cache from the one code. It belongs to the session: a
// sign-in, any logout (button, idle timeout, Unauthorized, another tab) or another user's session
// empties it, queries and mutations alike, inside the store update and so before any page renders
// again. Server state never goes to the global store (ARCHITECTURE: state and events).
// Mutations are never retried (TanStack Query's default): a repeated submit is the borrower's call.
// Keyed by area, not one per copy of this lib: where two areas share one copy (a build holding
// several areas, as the bench's monolith does), their caches must stay apart, because their query
// keys overlap with different shapes (servicing's and payments' ['accountList']).
import { getPortal, onSessionChange, type AreaName } from '@portal/shared-contracts';
import { QueryClient } from '@tanstack/react-query';

const clients = new Map<AreaName, QueryClient>();

/** Created on first use (not at import), with its reset subscribed at the same moment. */
export function areaQueryClient(area: AreaName): QueryClient {
  const existing = clients.get(area);
  if (existing) return existing;
  const created = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
  });
  onSessionChange(getPortal().store, () => created.clear());
  clients.set(area, created);
  return created;
}
