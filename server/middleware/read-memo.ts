import type { MiddlewareHandler } from 'hono';
import { ReadMemo } from '../../core/serialize/read-memo';
import type { CacheInvalidationBus } from './guest-cache';

/**
 * The memo of serialized records (decision 046), emptied by every write this process answers
 * and, with several processes, by theirs (the guest cache's bus); bypassed while that bus is down.
 */
export function createReadMemo(bus?: CacheInvalidationBus): ReadMemo {
  const memo = new ReadMemo(bus ? { active: () => bus.up() } : {});
  bus?.subscribe(() => memo.clear());
  return memo;
}

/**
 * Empties the memo after every request that may have written, whatever its answer (a refused
 * write costs one emptying, a missed one would serve old data until the next).
 */
export function clearOnWrite(memo: ReadMemo): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    try {
      await next();
    } finally {
      memo.clear();
    }
  };
}
