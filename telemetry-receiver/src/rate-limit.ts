// A token bucket per client address: a tab sends a batch on page hide or when one is full, so a
// client sending more than `burst` at once and `perSecond` after that is flooding. Memory stays
// bounded: past `maxClients`, the client seen least recently is forgotten (it starts full again).

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  maxClients: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Takes one token for `client`; false when its bucket is empty. */
  take(client: string): boolean;
  readonly size: number;
}

export function createRateLimiter({
  perSecond,
  burst,
  maxClients,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  // Map keeps insertion order: deleting and re-setting a client makes it the most recent.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client) {
      const at = now();
      const bucket = buckets.get(client);
      const tokens = bucket
        ? Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond)
        : burst;
      buckets.delete(client);
      const allowed = tokens >= 1;
      buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at });
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      return allowed;
    },
    get size() {
      return buckets.size;
    },
  };
}
