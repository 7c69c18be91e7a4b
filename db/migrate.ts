import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { ensureReferenceData } from './reference-data';

// Beside this file in the source tree; from the bundled server (build/server) it is db/migrations
// of the project, which is where npm start runs.
const candidates = [fileURLToPath(new URL('./migrations', import.meta.url)), resolve('db/migrations')];
const migrationsFolder = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) ?? candidates[0]!;

/** Applies the committed migrations, then makes sure the fixed reference rows exist. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await ensureReferenceData(database.db);
}

/** How many migrations this code has (db/migrations). */
export function knownMigrations(): number {
  const journal = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(journal) as { entries: unknown[] }).entries.length;
}

/** How many migrations a database has applied (drizzle's own table; a backup records it, decision 093). */
export async function appliedMigrations(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n ?? 0;
}
