import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
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
