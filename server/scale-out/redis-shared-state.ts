import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from '../../core/rate-limit/rate-limiter';
import type { CacheInvalidationBus } from '../middleware/guest-cache';
import { createRedisRateLimiter, defineRateLimitScript } from './redis-rate-limiter';

/** What several app processes share through Redis (docs/decisions/040). */
export type SharedState = {
  /** A rate limiter counting across processes, per-process while Redis is away. */
  limiter(rule: RateLimitRule, name: string): RateLimiter;
  /** Empties every process's guest cache after an accepted write. */
  invalidation: CacheInvalidationBus;
  /** Rejects unless Redis answers now and this process listens to the others' writes (for /healthz). */
  check(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Requests never wait for Redis: commands are not queued while it is away (they fail at once
 * and the caller falls back), and one that takes longer than this fails too.
 */
const COMMAND_TIMEOUT_MS = 500;

const clientOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  // Reconnect for ever, at most every 2 s: the site recovers by itself when Redis is back.
  retryStrategy: (times) => Math.min(100 * times, 2_000),
};

/**
 * Connects to REDIS_URL: one connection for commands and one subscribed to the invalidation
 * channel. Waits up to `waitMs` for both, then starts anyway (what needs Redis falls back until
 * it arrives). An outage is logged once when it starts and once when it ends.
 */
export async function connectSharedState(opts: {
  url: string;
  prefix: string;
  log?: Pick<Console, 'warn' | 'log'>;
  waitMs?: number;
}): Promise<SharedState> {
  const log = opts.log ?? console;
  const commands = new Redis(opts.url, clientOptions);
  // Subscribes itself on every (re)connect, so it knows when it listens again.
  const subscriber = new Redis(opts.url, { ...clientOptions, commandTimeout: undefined, autoResubscribe: false });
  defineRateLimitScript(commands);

  let outage = false;
  let closing = false;
  const down = (why: string) => {
    if (outage || closing) return;
    outage = true;
    log.warn(`Redis is unreachable (${why}): rate limits count per process and the guest cache is bypassed until it is back.`);
  };
  const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

  const channel = `${opts.prefix}guest-cache`;
  const self = `${process.pid}:${randomBytes(6).toString('hex')}`;
  const listeners: (() => void)[] = [];
  const invalidateAll = () => listeners.forEach((fn) => fn());
  let commandsUp = false;
  let subscribed = false;
  const refresh = () => {
    if (commandsUp && subscribed && outage) {
      outage = false;
      log.log('Redis is back: rate limits are shared again and the guest cache is in use.');
    }
  };

  commands.on('ready', () => {
    commandsUp = true;
    refresh();
  });
  subscriber.on('ready', () => {
    // Resubscribed after a reconnect (ioredis does it before 'ready'), or the first time.
    if (!subscribed && subscriber.status === 'ready') void subscribe();
  });
  for (const [client, mark] of [
    [commands, () => (commandsUp = false)],
    [subscriber, () => (subscribed = false)],
  ] as const) {
    client.on('error', (err) => down(reason(err)));
    client.on('close', () => {
      mark();
      down('connection closed');
    });
  }
  const subscribe = async () => {
    try {
      await subscriber.subscribe(channel);
      // Writes accepted elsewhere while this process was not listening were missed.
      invalidateAll();
      subscribed = true;
      refresh();
    } catch (err) {
      down(reason(err));
    }
  };
  subscriber.on('message', (ch: string, from: string) => {
    if (ch === channel && from !== self) invalidateAll();
  });

  const deadline = Date.now() + (opts.waitMs ?? 3_000);
  while (!(commandsUp && subscribed) && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));

  const onError = (err: unknown) => down(reason(err));
  return {
    limiter: (rule, name) =>
      createRedisRateLimiter({
        client: commands,
        rule,
        keyPrefix: `${opts.prefix}rate:${name}:`,
        fallback: createMemoryRateLimiter(rule),
        onError,
      }),
    invalidation: {
      up: () => commandsUp && subscribed,
      publish() {
        if (!commandsUp) return;
        commands.publish(channel, self).catch(onError);
      },
      subscribe(fn) {
        listeners.push(fn);
      },
    },
    async check() {
      if (commands.status !== 'ready') throw new Error(`Redis is ${commands.status}`);
      // Without the subscription this process's guest cache is bypassed and its writes' news
      // may be missed: not healthy until it listens again (and has emptied its cache).
      if (!subscribed) throw new Error('Redis subscription is not listening');
      await commands.ping();
    },
    async close() {
      closing = true;
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
