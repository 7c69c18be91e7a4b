import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../tests/db';
import type { Database } from './client';

// The embedded database's transactions, one per turn of the event loop (decision 192); PostgreSQL
// runs them side by side on its pool and is not queued.
describe.skipIf(testDatabaseKind() === 'postgres')('transactions on the embedded database take turns (decision 192)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const transaction = (seen: string[], name: string, fail = false) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      seen.push(name);
      if (fail) throw new Error(`${name} failed`);
    });

  it('lets the next transaction in on a later turn of the event loop, first come, first served', async () => {
    const seen: string[] = [];
    const all = Promise.all([transaction(seen, 'a'), transaction(seen, 'b'), transaction(seen, 'c')]);
    // Asked for after the three: without the turns, all three ended in one run of microtasks before it.
    setImmediate(() => seen.push('turn'));
    await all;
    expect(seen).toEqual(['a', 'turn', 'b', 'c']);
  });

  it('a query outside a transaction waits at most for the one running, not for those queued', async () => {
    const seen: string[] = [];
    const all = Promise.all([
      transaction(seen, 'a'),
      transaction(seen, 'b'),
      database.db.execute(sql`select 1`).then(() => seen.push('query')),
    ]);
    await all;
    expect(seen.indexOf('query')).toBeLessThan(seen.indexOf('b'));
    expect(seen.indexOf('a')).toBeLessThan(seen.indexOf('b'));
  });

  it('a transaction that fails lets the next one in', async () => {
    const seen: string[] = [];
    const results = await Promise.allSettled([transaction(seen, 'a', true), transaction(seen, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(seen).toEqual(['a', 'b']);
  });
});
