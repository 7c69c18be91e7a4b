import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteHolder } from '../../db/client';
import { knownMigrations } from '../../db/migrate';
import type { Config } from '../config';
import { backupManifestSchema, type BackupManifest } from './backup-manifest';
import { runTool, sha256File, uploadStore } from './backup-files';

type Log = (line: string) => void;

/**
 * Restores an archive of `createBackup` into the configured database and upload store (decision
 * 093). The target must be empty (an embedded DATA_DIR without a database, a PostgreSQL database
 * without tables) unless `replace`: then the embedded directory is moved aside and PostgreSQL's
 * objects are dropped first. The server must be stopped; it migrates the restored database at start.
 */
export async function restoreBackup(opts: {
  config: Config;
  file: string;
  replace?: boolean;
  log?: Log;
}): Promise<BackupManifest> {
  const { config } = opts;
  const log = opts.log ?? (() => {});
  const staging = await mkdtemp(join(existsSync(dirname(opts.file)) ? dirname(opts.file) : tmpdir(), '.innoweek-restore-'));
  try {
    await runTool('tar', ['-xf', opts.file, '-C', staging]);
    const manifest = backupManifestSchema.parse(JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')));
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target) {
      throw new Error(
        `The backup holds the ${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}, the configuration names ${target === 'pglite' ? 'the embedded one (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}: restore it where it came from.`,
      );
    }
    if (manifest.database.migrations > knownMigrations()) {
      throw new Error(
        `The backup is newer than this code (${manifest.database.migrations} migrations, the code knows ${knownMigrations()}): update the code first.`,
      );
    }
    const dump = join(staging, manifest.database.file);
    if ((await sha256File(dump)) !== manifest.database.sha256)
      throw new Error(`${manifest.database.file} in the backup is damaged (checksum).`);

    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump, Boolean(opts.replace), log);
    else await restorePglite(config.dataDir, dump, Boolean(opts.replace), log);
    await restoreUploads(config, staging, manifest, log);
    // The target held no site (or --replace), so a secret there was generated for nothing yet:
    // the backup's one keeps sessions and signed links valid.
    const secret = join(config.dataDir, 'session-secret');
    if (manifest.sessionSecret) {
      await writeFile(secret, await readFile(join(staging, 'session-secret')));
      await chmod(secret, 0o600);
    }
    log(
      `Restored ${opts.file} (${manifest.database.kind}, ${manifest.uploads.files.length} uploads, made ${manifest.createdAt}).`,
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePglite(dataDir: string, dump: string, replace: boolean, log: Log): Promise<void> {
  const holder = pgliteHolder(dataDir);
  if (holder) throw new Error(`The server (process ${holder}) holds ${dataDir}: stop it before restoring.`);
  const dir = join(dataDir, 'pglite');
  if (existsSync(join(dir, 'PG_VERSION'))) {
    if (!replace) throw new Error(`${dataDir} already holds a database: restore into an empty DATA_DIR, or add --replace.`);
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, aside);
    log(`Moved the existing database aside to ${aside}.`);
  } else if (existsSync(dir)) {
    await rm(dir, { recursive: true, force: true });
  }
  // The copy is loaded as a new directory's starting point, as the build's template is.
  const database = await openDatabase({ dataDir, template: dump });
  try {
    await database.db.execute(sql`select 1`);
  } finally {
    await database.close();
  }
  log(`Restored the embedded database into ${dir}.`);
}

async function restorePostgres(url: string, dump: string, replace: boolean, log: Log): Promise<void> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) > 0 && !replace) {
      throw new Error('The PostgreSQL database already has tables: restore into an empty database, or add --replace.');
    }
  } finally {
    await database.close();
  }
  log('Restoring PostgreSQL with pg_restore...');
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    dump,
  ]);
}

async function restoreUploads(config: Config, staging: string, manifest: BackupManifest, log: Log): Promise<void> {
  const storage = uploadStore(config);
  try {
    for (const file of manifest.uploads.files) {
      const path = join(staging, 'uploads', file.key);
      if ((await sha256File(path)) !== file.sha256) throw new Error(`uploads/${file.key} in the backup is damaged (checksum).`);
      try {
        await storage.put(file.key, await readFile(path), file.contentType);
      } catch (err) {
        // Keys are random and never reused: one already there is this file, restored before.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
  } finally {
    storage.close?.();
  }
  log(`Restored ${manifest.uploads.files.length} uploaded files (${config.storage.kind}).`);
}
