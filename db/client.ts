import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { durableOptions } from './durable-pglite';
import { transactionsInTurn } from './transactions-in-turn';
import { writeCounter } from './write-count';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * A consistent copy of an embedded data directory as a gzipped tar, taken between two queries
   * (PGlite runs one at a time) after a checkpoint; it opens with `template` (decision 093).
   * Absent for PostgreSQL (pg_dump) and for an in-memory database.
   */
  snapshot?: () => Promise<Blob>;
  /** True when this open made a new embedded data directory (from the template or initdb). */
  created?: boolean;
};

/**
 * Whether the database runs one transaction at a time (the embedded PGlite, one connection): there
 * no transaction ever waits for another's row lock, so keeping a lock to the commit costs nothing.
 */
export const oneTransactionAtATime = (db: Db): boolean => db instanceof PgliteDatabase;

export const casing = 'snake_case' as const;

/**
 * The embedded database's memory (decision 042): PGlite's WebAssembly memory grows to what
 * PostgreSQL asks for and never shrinks, so its buffers are kept small; the programme's data
 * fits in them many times over.
 */
const EMBEDDED_OPTIONS = {
  postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB'],
};

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database (in memory when
 * dataDir is null; on disk, each commit is flushed before it is answered, decision 092). An
 * in-memory database may start from `snapshot`, a dump of a data directory (`dumpDataDir`): far
 * quicker than creating and migrating a new one, which tests do per file.
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  snapshot?: Blob;
  /**
   * An empty data directory as a tar (`writePgliteTemplate`) that a new dataDir starts from
   * instead of running initdb (decision 048); ignored when the file is missing.
   */
  template?: string | undefined;
  /** Flush each commit of a data directory before answering it (default; PGLITE_FSYNC, decision 092). */
  fsync?: boolean;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, admin termination); the pool
    // replaces it on the next query, so this must not become an unhandled error.
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    // Fail fast with a clear message when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema, casing, logger: writeCounter }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  let created = false;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = acquireLock(opts.dataDir);
    try {
      const fresh = !existsSync(join(dir, 'PG_VERSION'));
      created = fresh;
      const template = fresh && opts.template && existsSync(opts.template) ? opts.template : undefined;
      const options =
        opts.fsync === false ? { ...EMBEDDED_OPTIONS, dataDir: dir } : durableOptions(dir, EMBEDDED_OPTIONS.postgresqlconf);
      const createOptions: PGliteOptions = template ? { ...options, loadDataDir: new Blob([readFileSync(template)]) } : options;
      client = await PGlite.create(createOptions);
      // PGlite's callbacks keep the options object for the database's life; the template's
      // 4.3 MB of bytes are read once, so they go with it (decision 191).
      delete createOptions.loadDataDir;
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  }
  transactionsInTurn(client);
  const db = drizzlePglite(client, { schema, casing, logger: writeCounter }) as unknown as Db;
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    ...(created ? { created } : {}),
    close: async () => {
      await client.close();
      release();
    },
    ...(opts.dataDir
      ? {
          snapshot: async () => {
            // Not needed for consistency (the copy holds the WAL since the last checkpoint), but
            // a restored copy then starts without replaying it.
            await pglite.exec('checkpoint');
            return pglite.dumpDataDir('gzip');
          },
        }
      : {}),
  };
}

/**
 * Two processes opening one PGlite directory corrupt it: hold a lock file with our pid and
 * refuse to start while another live process holds it.
 */
function acquireLock(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dataDir} is in use by process ${pid}. Stop it first, or set another DATA_DIR.`);
    }
    unlinkSync(file);
  }
  const fd = openSync(file, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/** The live process holding an embedded data directory (its server), or null. */
export function pgliteHolder(dataDir: string): number | null {
  const file = join(dataDir, 'pglite.lock');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return pid && isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
