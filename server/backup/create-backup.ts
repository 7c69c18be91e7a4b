import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getMimeType } from 'hono/utils/mime';
import { uploadsDir } from '../../core/media/upload-paths';
import { openDatabase, pgliteHolder } from '../../db/client';
import { appliedMigrations } from '../../db/migrate';
import type { Config } from '../config';
import type { BackupManifest } from './backup-manifest';
import { runTool, sha256File, uploadStore } from './backup-files';
import { requestSnapshot } from './pglite-snapshot-requests';

type Log = (line: string) => void;

/**
 * Writes one archive (a tar) of the database and the uploads with a manifest (decision 093):
 * pg_dump for PostgreSQL; for the embedded database a copy made by the running server, or by
 * this process when no server holds the directory. Uploads are copied after the database, so
 * every file the copied rows name is there (stored files never change; one deleted meanwhile is
 * missing and was no longer shown).
 */
export async function createBackup(opts: { config: Config; out: string; log?: Log }): Promise<BackupManifest> {
  const { config, out } = opts;
  const log = opts.log ?? (() => {});
  await mkdir(dirname(out), { recursive: true });
  const staging = await mkdtemp(join(dirname(out), '.innoweek-backup-'));
  try {
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, staging, log)
      : await copyPglite(config.dataDir, staging, log);
    const path = join(staging, database.file);
    const uploads = await copyUploads(config, staging, log);
    const sessionSecret = !config.sessionSecretConfigured && existsSync(join(config.dataDir, 'session-secret'));
    if (sessionSecret) await copyFile(join(config.dataDir, 'session-secret'), join(staging, 'session-secret'));
    const manifest: BackupManifest = {
      format: 'innoweek-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { ...database, bytes: (await stat(path)).size, sha256: await sha256File(path) },
      uploads,
      sessionSecret,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${out}.partial`;
    await runTool('tar', ['-cf', partial, '-C', staging, '.']);
    await rename(partial, out);
    log(`Backup written: ${out} (${manifest.database.kind}, ${uploads.files.length} uploads).`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

type DatabasePart = Pick<BackupManifest['database'], 'kind' | 'file' | 'migrations'>;

async function dumpPostgres(url: string, staging: string, log: Log): Promise<DatabasePart> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const migrations = await appliedMigrations(database.db);
    log('Dumping PostgreSQL with pg_dump...');
    // One snapshot of the whole database (pg_dump runs in one repeatable-read transaction).
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(staging, 'database.dump')}`,
      `--dbname=${url}`,
    ]);
    return { kind: 'postgres', file: 'database.dump', migrations };
  } finally {
    await database.close();
  }
}

async function copyPglite(dataDir: string, staging: string, log: Log): Promise<DatabasePart> {
  const file = join(staging, 'database.pglite.tar.gz');
  const holder = pgliteHolder(dataDir);
  if (holder) {
    log(`Asking the running server (process ${holder}) for a copy of the embedded database...`);
    const answer = await requestSnapshot(dataDir, holder);
    await writeFile(file, answer.tar);
    return { kind: 'pglite', file: 'database.pglite.tar.gz', migrations: answer.migrations };
  }
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  log('Copying the embedded database (no server holds it)...');
  // Opening it takes the directory's lock, so a server cannot start on it meanwhile.
  const database = await openDatabase({ dataDir });
  try {
    await writeFile(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
    return { kind: 'pglite', file: 'database.pglite.tar.gz', migrations: await appliedMigrations(database.db) };
  } finally {
    await database.close();
  }
}

async function copyUploads(config: Config, staging: string, log: Log): Promise<BackupManifest['uploads']> {
  const storage = uploadStore(config);
  const files: BackupManifest['uploads']['files'] = [];
  try {
    await mkdir(join(staging, 'uploads'));
    for await (const key of storage.keys!()) {
      const target = join(staging, 'uploads', key);
      let contentType = getMimeType(key) ?? 'application/octet-stream';
      if (storage.read) {
        const read = await storage.read(key, {});
        if (!read || read.status !== 200) continue; // deleted since it was listed
        contentType = read.contentType ?? contentType;
        await pipeline(read.body, createWriteStream(target));
      } else {
        // The local directory has no read(): the app serves it from disk, and so is it copied.
        await copyFile(join(uploadsDir(config.dataDir), key), target);
      }
      files.push({ key, bytes: (await stat(target)).size, sha256: await sha256File(target), contentType });
    }
  } finally {
    storage.close?.();
  }
  log(`Copied ${files.length} uploaded files (${config.storage.kind}).`);
  return { storage: config.storage.kind, files };
}
