import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitResult, RateLimitRule } from '../../core/rate-limit/rate-limiter';

/**
 * The memory limiter's sliding-window log, kept in a Redis sorted set so every app process
 * counts into one window. One script call per hit, so the check and the count are atomic: two
 * processes can never both take the last slot. A refused hit is not counted, as in memory.
 */
const HIT_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local first = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, 0, tonumber(first[2])}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, limit - count - 1, 0}
`;

/** Removes one hit counted at ARGV[1] (any member with that score: hits of one millisecond count alike). */
const REFUND_SCRIPT = `
local hit = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], ARGV[1], 'LIMIT', 0, 1)
if hit[1] then redis.call('ZREM', KEYS[1], hit[1]) end
return 0
`;

type WithHitCommand = Redis & {
  innoweekRateLimitHit(
    key: string,
    now: number,
    windowMs: number,
    limit: number,
    member: string,
  ): Promise<[number, number, number]>;
  innoweekRateLimitRefund(key: string, at: number): Promise<number>;
};

/** Registers the scripts on a client once; each limiter then calls them by their SHA. */
export function defineRateLimitScript(client: Redis): void {
  client.defineCommand('innoweekRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  client.defineCommand('innoweekRateLimitRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
}

let sequence = 0;

/**
 * A limiter counting in Redis under `keyPrefix`. While Redis is not ready, or a call fails or
 * times out, the hit goes to `fallback` (a per-process memory limiter) and `onError` hears why:
 * the site keeps answering with per-process limits rather than waiting for Redis.
 */
export function createRedisRateLimiter(opts: {
  client: Redis;
  rule: RateLimitRule;
  keyPrefix: string;
  fallback: RateLimiter;
  onError: (err: unknown) => void;
}): RateLimiter {
  const { client, rule, keyPrefix, fallback, onError } = opts;
  const script = client as WithHitCommand;
  const member = (now: number) => `${now}:${process.pid}:${(sequence = (sequence + 1) % 1e9)}`;
  return {
    async hit(key, now = Date.now()): Promise<RateLimitResult> {
      if (client.status !== 'ready') return fallback.hit(key, now);
      try {
        const [allowed, remaining, first] = await script.innoweekRateLimitHit(
          keyPrefix + key,
          now,
          rule.windowMs,
          rule.limit,
          member(now),
        );
        if (allowed === 1) return { allowed: true, remaining, retryAfterSeconds: 0 };
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((first + rule.windowMs - now) / 1000)) };
      } catch (err) {
        onError(err);
        return fallback.hit(key, now);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (client.status !== 'ready') return;
      try {
        await client.del(keyPrefix + key);
      } catch (err) {
        onError(err);
      }
    },
    // Both stores: the hit went to Redis, or to memory while Redis was away.
    async refund(key, at) {
      await fallback.refund(key, at);
      if (client.status !== 'ready') return;
      try {
        await script.innoweekRateLimitRefund(keyPrefix + key, at);
      } catch (err) {
        onError(err);
      }
    },
  };
}
