import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../tests/db';
import { openDatabase, type Database } from './client';
import { flushes } from './durable-pglite';

const dir = mkdtempSync(join(tmpdir(), 'iw-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// About the embedded database alone: once is enough, in the PGlite project. Each test creates a
// data directory (initdb), which takes far longer than a test's default on a busy machine.
describe.skipIf(testDatabaseKind() === 'postgres')(
  'the embedded database on disk is durable (decision 092)',
  { timeout: 120_000 },
  () => {
    it('a commit reaches fsync on the real files before it is answered, and the row is there after reopening', async () => {
      const dataDir = join(dir, 'commit');
      const first = await openDatabase({ dataDir });
      try {
        expect(await rows(first, sql`show fsync`)).toEqual([{ fsync: 'on' }]);
        await first.db.execute(sql`create table orders_kept (id int primary key)`);
        const before = flushes.count;
        await first.db.transaction(async (tx) => {
          await tx.execute(sql`insert into orders_kept values (1)`);
        });
        expect(flushes.count).toBeGreaterThan(before);
        // A read commits nothing, so it writes no WAL to flush.
        const afterCommit = flushes.count;
        await rows(first, sql`select id from orders_kept`);
        expect(flushes.count).toBe(afterCommit);
      } finally {
        await first.close();
      }
      const reopened = await openDatabase({ dataDir });
      try {
        expect(await rows(reopened, sql`select id from orders_kept`)).toEqual([{ id: 1 }]);
      } finally {
        await reopened.close();
      }
    });

    it('PGLITE_FSYNC=false opens the directory without flushing', async () => {
      const relaxed = await openDatabase({ dataDir: join(dir, 'relaxed'), fsync: false });
      try {
        expect(await rows(relaxed, sql`show fsync`)).toEqual([{ fsync: 'off' }]);
      } finally {
        await relaxed.close();
      }
    });

    it('the in-memory database (tests) has nothing to flush', async () => {
      const memory = await openDatabase({ dataDir: null });
      try {
        expect(await rows(memory, sql`show fsync`)).toEqual([{ fsync: 'off' }]);
      } finally {
        await memory.close();
      }
    });
  },
);
