import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, redisServerMissing, type TestRedis } from '../../tests/redis-server';
import { canRun } from '../../tests/required-service';
import { guestCache } from '../middleware/guest-cache';
import { connectSharedState, type SharedState } from './redis-shared-state';

/**
 * The guest-cache bus against a real redis-server: two shared states and two apps stand for
 * two app processes, each with its own guest cache and a route whose answer changes per call.
 */
type Process = { state: SharedState; app: Hono; logged: string[]; read: () => Promise<number> };

let redis: TestRedis;
let a: Process;
let b: Process;

async function appProcess(prefix: string): Promise<Process> {
  const logged: string[] = [];
  const log = { warn: (m: string) => logged.push(`warn: ${m}`), log: (m: string) => logged.push(`log: ${m}`) };
  const state = await connectSharedState({ url: redis.url, prefix, log });
  let calls = 0;
  const app = new Hono();
  app.use('*', guestCache({ ttlMs: 60_000, bus: state.invalidation }));
  app.get('/api/n', (c) => c.json({ calls: ++calls }));
  app.post('/api/write', (c) => c.json({ ok: true }));
  const read = async () => ((await (await app.request('/api/n')).json()) as { calls: number }).calls;
  return { state, app, logged, read };
}

/** The 1 s of issue 14; the cache's own TTL here is a minute, so only the bus can meet it. */
const withinOneSecond = { timeout: 1_000, interval: 20 };

describe.skipIf(!canRun('the Redis shared-state tests', [redisServerMissing()]))(
  'guest caches of two processes over Redis',
  () => {
    beforeAll(async () => {
      redis = await startRedisServer();
      a = await appProcess('test:');
      b = await appProcess('test:');
    });
    afterAll(async () => {
      await a?.state.close();
      await b?.state.close();
      await redis?.close();
    });

    it("a write accepted by one process empties the other's cache", async () => {
      expect(a.state.invalidation.up() && b.state.invalidation.up()).toBe(true);
      const first = await b.read();
      expect(await b.read()).toBe(first);
      expect((await a.app.request('/api/write', { method: 'POST' })).status).toBe(200);
      await vi.waitFor(async () => expect(await b.read()).toBeGreaterThan(first), withinOneSecond);
    });

    it('a process whose subscription dropped is unhealthy until it listens again, and then starts from an empty cache', async () => {
      const cached = await b.read();
      const admin = new Redis(redis.url);
      try {
        // Only the subscribed connections go: commands still work, but writes elsewhere would be missed.
        await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
        await vi.waitFor(() => expect(b.state.invalidation.up()).toBe(false), { timeout: 2_000, interval: 1 });
        await expect(b.state.check()).rejects.toThrow(/subscription/);
        await vi.waitFor(() => b.state.check(), { timeout: 10_000 });
        expect(await b.read()).toBeGreaterThan(cached);
      } finally {
        admin.disconnect();
      }
    });

    it('while Redis is away the cache is bypassed and /healthz hears it; back, it is emptied and shared again, logged once each way', async () => {
      const stale = await b.read();
      expect(await b.read()).toBe(stale);
      a.logged.length = 0;
      b.logged.length = 0;
      await redis.stop();
      // Both processes notice (and log) the outage before it ends; on a busy machine one may lag.
      await vi.waitFor(() => expect(a.state.invalidation.up() || b.state.invalidation.up()).toBe(false), { timeout: 10_000 });
      // Bypassed: every guest read reaches the handler, so no answer can go stale unnoticed.
      const during = await b.read();
      expect(during).toBeGreaterThan(stale);
      expect(await b.read()).toBe(during + 1);
      await expect(b.state.check()).rejects.toThrow();
      // Writes while Redis is away are accepted; publishing one is skipped, not queued.
      expect((await a.app.request('/api/write', { method: 'POST' })).status).toBe(200);

      await redis.start();
      await vi.waitFor(() => expect(a.state.invalidation.up() && b.state.invalidation.up()).toBe(true), { timeout: 10_000 });
      await b.state.check();
      // In use again, and what was stored before the outage was dropped on reconnect.
      const after = await b.read();
      expect(after).toBe(during + 2);
      expect(await b.read()).toBe(after);
      await a.app.request('/api/write', { method: 'POST' });
      await vi.waitFor(async () => expect(await b.read()).toBeGreaterThan(after), withinOneSecond);

      for (const p of [a, b]) {
        expect(p.logged.filter((l) => l.startsWith('warn: Redis is unreachable'))).toHaveLength(1);
        expect(p.logged.filter((l) => l.startsWith('log: Redis is back'))).toHaveLength(1);
      }
    });
  },
);
