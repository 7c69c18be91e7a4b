/**
 * Rate limiting behind one small interface, so the in-memory store used by a single process can
 * be replaced by a shared one (Redis) when the app runs as several processes.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for key and tells whether it is still within the limit. */
  hit(key: string, now?: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /**
   * Takes back one hit counted for key at `at` (the `now` it was counted with), if it is still
   * in the window: a guess that proved right, so the limit counts wrong ones only.
   */
  refund(key: string, at: number): Promise<void>;
}

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Sliding-window log in memory: exact, and small for the auth endpoints it guards (a few
 * timestamps per key). Keys whose hits have all expired are swept so memory stays bounded.
 */
export function createMemoryRateLimiter(rule: RateLimitRule): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) if (times[times.length - 1]! <= now - rule.windowMs) hits.delete(key);
  };

  return {
    async hit(key, now = Date.now()) {
      sweep(now);
      const times = (hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
      if (times.length >= rule.limit) {
        hits.set(key, times);
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + rule.windowMs - now) / 1000)),
        };
      }
      times.push(now);
      hits.set(key, times);
      return { allowed: true, remaining: rule.limit - times.length, retryAfterSeconds: 0 };
    },
    async reset(key) {
      hits.delete(key);
    },
    async refund(key, at) {
      const times = hits.get(key);
      const i = times?.lastIndexOf(at) ?? -1;
      if (i >= 0) times!.splice(i, 1);
    },
  };
}
