// An area's one server-state cache (TanStack Query). This lib is bundled into each remote, not
// shared, so every area gets its own cache from the one code. It belongs to the session: a
// sign-in, any logout (button, idle timeout, Unauthorized, another tab) or another user's session
// empties it, queries and mutations alike, inside the store update and so before any page renders
// again. Server state never goes to the global store (ARCHITECTURE: state and events).
// Mutations are never retried (TanStack Query's default): a repeated submit is the borrower's call.
// Keyed by area, not one per copy of this lib: where two areas share one copy (a build holding
// several areas, as the bench's monolith does), their caches must stay apart, because their query
// keys overlap with different shapes (servicing's and payments' ['accountList']).
// It also answers `accounts-refreshed`: money moved or an account changed in some area, so what
// this one loaded of the borrower's accounts (balances, amounts due, payments, the accounts
// themselves) no longer holds.
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
  getPortal().bus.on('accounts-refreshed', () => forgetAccounts(created));
  clients.set(area, created);
  return created;
}

/**
 * After a payment (made, scheduled or deleted), a change of payment methods or a hidden account:
 * pages not on screen forget what they loaded and load it afresh when opened, never showing the
 * figures from before; queries on screen are only marked stale (the area that made the change
 * refreshes its own, and an extra request now would race that).
 */
function forgetAccounts(client: QueryClient) {
  client.removeQueries({ type: 'inactive' });
  void client.invalidateQueries({ type: 'active', refetchType: 'none' });
}
