import type { MiddlewareHandler } from 'hono';
import { ReadMemo } from '../../core/serialize/read-memo';
import { dbWriteCount } from '../../db/write-count';
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
 * Empties the memo after every request that may have written: any method but GET and HEAD,
 * whatever its answer (a refused write costs one emptying, a missed one would serve old data
 * until the next), and a GET or HEAD during which the database took a write (a link in an
 * e-mail that confirms an address; or another request's write, which costs one more emptying).
 * After the request, so after its transaction committed: emptied earlier, a concurrent read
 * could keep what it read before the commit.
 */
export function clearOnWrite(memo: ReadMemo, writeCount: () => number = dbWriteCount): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const safe = method === 'GET' || method === 'HEAD';
    const before = writeCount();
    try {
      await next();
    } finally {
      if (!safe || writeCount() !== before) memo.clear();
    }
  };
}
