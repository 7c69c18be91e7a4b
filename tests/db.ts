/**
 * Test databases. Every test file gets its own fresh, migrated database: in-memory PGlite
 * loaded from the run's migrated snapshot by default, or a new PostgreSQL database (cloned from
 * a migrated template) when the vitest project "postgres" runs with TEST_DATABASE_URL set.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createScratchPostgres } from './scratch-postgres';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.INNOWEEK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function urlFor(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Opens a fresh migrated database for one test file; call close() in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    // Started from the run's migrated snapshot (tests/pglite-setup.ts): creating and migrating
    // a PGlite costs seconds of CPU per file, loading the dump a fraction of that.
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return openDatabase({ dataDir: null, snapshot });
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('INNOWEEK_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = inject('pgTemplate');
  // Named after the run's template, so the run's teardown finds leftovers of a crashed worker.
  const scratch = await createScratchPostgres(base, template, { template });
  const database = await openDatabase({ url: scratch.url, poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** vitest globalSetup for the postgres project: builds this run's migrated template. */
export async function preparePostgresTemplate(base: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: urlFor(base, template), poolSize: 2 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/** Drops this run's template and any test database cloned from it that a crashed worker left. */
export async function dropPostgresTemplate(base: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const left = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${template}%`,
    ]);
    for (const row of left.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * vitest globalSetup for the pglite project: one migrated in-memory database, dumped to a file
 * that every test file's database starts from. Returns the file and its removal.
 */
export async function preparePgliteSnapshot(): Promise<{ file: string; remove: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: null });
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `innoweek-pglite-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rm(file, { force: true }) };
  } finally {
    await database.close();
  }
}
