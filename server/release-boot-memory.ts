/**
 * Collects what the start-up left behind (decision 050): opening the database, migrating and
 * seeding leave tens of MB of garbage (ArrayBuffers, a grown old generation) that V8 would
 * otherwise give back only when its memory reducer runs, some 20 s later. Needs `--expose-gc`
 * (scripts/server-exec.mjs); without it (development, tests) nothing happens.
 */
export function releaseBootMemory(gc = (globalThis as { gc?: GcFunction }).gc): boolean {
  if (typeof gc !== 'function') return false;
  // The full, compacting collection V8 runs on a low-memory notification: it also shrinks the heap.
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}

type GcFunction = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => unknown;
