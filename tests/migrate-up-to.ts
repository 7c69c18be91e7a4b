import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from '../db/client';

const MIGRATIONS = new URL('../db/migrations/', import.meta.url);

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Applies the committed migrations whose tag comes before `tag` (not `tag` itself), so a test can
 * fill the schema as it was and then run the rest with migrateDatabase.
 */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS), 'utf8')) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  const dir = mkdtempSync(join(tmpdir(), 'iw-migrations-'));
  try {
    cpSync(MIGRATIONS, dir, { recursive: true });
    writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
