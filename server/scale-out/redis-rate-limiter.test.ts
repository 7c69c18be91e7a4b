import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, type RateLimiter } from '../../core/rate-limit/rate-limiter';
import { startRedisServer, redisServerMissing, type TestRedis } from '../../tests/redis-server';
import { canRun } from '../../tests/required-service';
import { createRedisRateLimiter, defineRateLimitScript } from './redis-rate-limiter';

/** The Redis limiter against a real redis-server: two clients stand for two app processes. */
const rule = { limit: 3, windowMs: 60_000 };
let redis: TestRedis;
const clients: Redis[] = [];
let prefix = 0;

function client(): Redis {
  const c = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  c.on('error', () => {});
  defineRateLimitScript(c);
  clients.push(c);
  return c;
}
const ready = (c: Redis) => new Promise<void>((ok) => (c.status === 'ready' ? ok() : c.once('ready', () => ok())));

/** Two processes' limiters counting under one fresh prefix, each with its own memory fallback. */
async function pair(errors: unknown[] = []): Promise<[RateLimiter, RateLimiter]> {
  const keyPrefix = `test${++prefix}:`;
  const make = async () => {
    const c = client();
    await ready(c);
    return createRedisRateLimiter({
      client: c,
      rule,
      keyPrefix,
      fallback: createMemoryRateLimiter(rule),
      onError: (e) => errors.push(e),
    });
  };
  return [await make(), await make()];
}

describe.skipIf(!canRun('the Redis rate-limiter tests', [redisServerMissing()]))('Redis rate limiter', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.close();
  });

  it('counts hits sent to two processes into one window, and refuses the one over the limit in either', async () => {
    const [a, b] = await pair();
    const now = Date.now();
    expect(await a.hit('203.0.113.7', now)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await b.hit('203.0.113.7', now + 1)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await a.hit('203.0.113.7', now + 2)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(await b.hit('203.0.113.7', now + 3)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect((await a.hit('203.0.113.7', now + 30_000)).retryAfterSeconds).toBe(30);
    // Another key has its own window.
    expect((await b.hit('198.51.100.1', now)).allowed).toBe(true);
  });

  it('lets hits in again as the window slides past the first ones; refused hits are not counted', async () => {
    const [a, b] = await pair();
    const now = Date.now();
    for (let i = 0; i < 3; i++) await (i % 2 ? b : a).hit('k', now + i * 100);
    for (let i = 0; i < 5; i++) expect((await b.hit('k', now + 300 + i)).allowed).toBe(false);
    // The first hit leaves the window: one slot, not five refused ones counted against it.
    expect(await a.hit('k', now + rule.windowMs + 1)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await b.hit('k', now + rule.windowMs + 2)).allowed).toBe(false);
  });

  it('reset through one process clears the key for both', async () => {
    const [a, b] = await pair();
    for (let i = 0; i < 3; i++) await a.hit('user@example.test');
    expect((await b.hit('user@example.test')).allowed).toBe(false);
    await b.reset('user@example.test');
    expect((await a.hit('user@example.test')).allowed).toBe(true);
  });

  it('a hit taken back through one process frees its slot for both; one hit, not every hit of the key', async () => {
    const [a, b] = await pair();
    const now = Date.now();
    for (let i = 0; i < 3; i++) await a.hit('guesser', now + i);
    await b.refund('guesser', now + 1);
    expect(await a.hit('guesser', now + 10)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await b.hit('guesser', now + 11)).allowed).toBe(false);
  });

  it('while Redis is away each process counts alone in memory, and shares again when it is back', async () => {
    const errors: unknown[] = [];
    const [a, b] = await pair(errors);
    await redis.stop();
    // Each process allows the whole limit on its own: per-process limits, never a failed request.
    for (let i = 0; i < 3; i++) {
      expect((await a.hit('outage')).allowed).toBe(true);
      expect((await b.hit('outage')).allowed).toBe(true);
    }
    expect((await a.hit('outage')).allowed).toBe(false);
    // A hit sent before the client noticed the outage failed over to memory and was reported.
    expect(errors.every((e) => e instanceof Error)).toBe(true);
    await redis.start();
    await Promise.all(clients.map(ready));
    // The restarted Redis is empty and counts for both again.
    for (let i = 0; i < 3; i++) expect((await (i % 2 ? b : a).hit('after')).allowed).toBe(true);
    expect((await b.hit('after')).allowed).toBe(false);
  });
});
