import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** One number for the whole site: the advisory lock that start-up work takes on PostgreSQL. */
const STARTUP_LOCK = 1_768_844_911;

/**
 * Runs start-up work (migrations, reference rows, the demo seed) while holding a PostgreSQL
 * advisory lock, so app processes starting at once on one database take turns: the first
 * migrates, the others wait and then find nothing left to do. The lock is a transaction's and
 * ends with it, also when a process dies mid-way. PGlite belongs to one process: no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}
