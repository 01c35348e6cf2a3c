import { describe, expect, it } from '@jest/globals';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows a burst, then refills at its rate up to the burst, per client', () => {
    let now = 0;
    const limiter = createRateLimiter({ perSecond: 2, burst: 3, maxClients: 10, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 500; // half a second at 2 a second: one token
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, false]);
    now += 60_000; // a long pause refills to the burst, not beyond
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
  });

  it('keeps at most maxClients buckets, forgetting the client seen least recently', () => {
    const limiter = createRateLimiter({ perSecond: 0, burst: 1, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    expect(limiter.take('a')).toBe(false); // a is now the most recent
    limiter.take('c'); // evicts b
    expect(limiter.size).toBe(2);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true); // forgotten: a full bucket again (and c is evicted)
    expect(limiter.size).toBe(2);
  });

  it('stays bounded under a flood of distinct addresses', () => {
    const limiter = createRateLimiter({ perSecond: 1, burst: 5, maxClients: 100, now: () => 0 });
    for (let i = 0; i < 10_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(100);
  });
});
