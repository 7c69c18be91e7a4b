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

type WithHitCommand = Redis & {
  innoweekRateLimitHit(
    key: string,
    now: number,
    windowMs: number,
    limit: number,
    member: string,
  ): Promise<[number, number, number]>;
};

/** Registers the script on a client once; each limiter then calls it by its SHA. */
export function defineRateLimitScript(client: Redis): void {
  client.defineCommand('innoweekRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
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
  };
}
