import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDeps } from '../deps';
import { authHeaders } from '../../tests/auth';
import { testDatabaseKind } from '../../tests/db';
import { createAdmin, createEvent, createPage, createTicketOrder } from '../../tests/factories';
import { startS3Server, type TestS3Server } from '../../tests/s3-server';
import { createScratchPostgres } from '../../tests/scratch-postgres';
import { createBackup } from './create-backup';
import { answerSnapshotRequests } from './pglite-snapshot-requests';
import { restoreBackup } from './restore-backup';
import { appliedMigrations } from '../../db/migrate';
import { uploadStore } from './backup-files';

const root = mkdtempSync(join(tmpdir(), 'iw-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

const UPLOAD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png';
const UPLOAD_BYTES = Buffer.from('not really a png, but bytes to keep');

type Site = { config: Config; database: Database };

/** One site's configuration: a database of the kind under test, a DATA_DIR, uploads local or in S3rver. */
async function siteConfig(name: string, s3: TestS3Server | null): Promise<Config> {
  const env: Record<string, string> = { DATA_DIR: join(root, name), NODE_ENV: 'test', ...(s3?.env ?? {}) };
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'iw_backup');
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  return loadConfig(env);
}

async function openSite(config: Config): Promise<Site> {
  return { config, database: await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }) };
}

/** What the site serves: a page, an event and an order, as the API answers them to an Admin. */
async function served(
  site: Site,
  ids: { page: number; event: number; order: number; admin: { id: number; tokenVersion: number } },
) {
  const app = createApp(createDeps({ db: site.database.db, config: site.config }));
  const headers = authHeaders(ids.admin, site.config);
  const get = async (path: string) => {
    const res = await app.request(path, { headers });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  return {
    page: await get(`/api/pages/${ids.page}`),
    event: await get(`/api/events/${ids.event}`),
    order: await get(`/api/ticket-orders/${ids.order}`),
    orders: await get('/api/ticket-orders?_sort=id:asc'),
  };
}

describe(`npm run backup and npm run restore on ${testDatabaseKind()} (decision 093)`, () => {
  it('a backup restored into an empty database serves the same pages and orders, with the uploads', async () => {
    // PostgreSQL sites keep uploads in a bucket, the embedded one on disk: both stores are covered.
    const s3 = testDatabaseKind() === 'postgres' ? await startS3Server() : null;
    if (s3) cleanups.push(s3.close);
    const source = await openSite(await siteConfig('source', s3));
    await migrateDatabase(source.database);
    const db = source.database.db;
    const admin = await createAdmin(db);
    const page = await createPage(db);
    const event = await createEvent(db);
    const order = await createTicketOrder(db);
    const ids = { page: page.id, event: event.id, order: order.id, admin };
    await uploadStore(source.config).put(UPLOAD_KEY, UPLOAD_BYTES, 'image/png');
    const before = await served(source, ids);

    const archive = join(root, 'site.tar');
    if (source.database.kind === 'pglite') {
      // The server holds the directory: the backup asks this process for the copy (SIGUSR2).
      const stop = answerSnapshotRequests(source.database, source.config.dataDir, {
        migrations: () => appliedMigrations(db),
        onError: (err) => {
          throw err;
        },
      });
      try {
        await createBackup({ config: source.config, out: archive });
      } finally {
        stop();
      }
    } else {
      await createBackup({ config: source.config, out: archive });
    }
    await source.database.close();

    // An empty DATA_DIR or database, and an empty bucket; nothing holds them (a stopped server).
    const emptyBucket = s3 ? await startS3Server('innoweek-restored') : null;
    if (emptyBucket) cleanups.push(emptyBucket.close);
    const target = { config: await siteConfig('target', emptyBucket) };
    const manifest = await restoreBackup({ config: target.config, file: archive });
    expect(manifest.uploads.files.map((f) => f.key)).toEqual([UPLOAD_KEY]);
    // The generated session secret comes along, so sessions and signed links stay valid.
    expect(target.config.sessionSecret).not.toBe(source.config.sessionSecret);
    expect(readFileSync(join(target.config.dataDir, 'session-secret'), 'utf8')).toBe(source.config.sessionSecret);

    const restored = await openSite(target.config);
    try {
      expect(await served(restored, ids)).toEqual(before);
      if (target.config.storage.kind === 'local') {
        expect(readFileSync(join(target.config.dataDir, 'uploads', UPLOAD_KEY))).toEqual(UPLOAD_BYTES);
      } else {
        const read = await uploadStore(target.config).read!(UPLOAD_KEY, {});
        expect(read?.status).toBe(200);
      }
    } finally {
      await restored.database.close();
    }

    // A second restore over the restored site is refused without --replace, and done with it.
    await expect(restoreBackup({ config: target.config, file: archive })).rejects.toThrow(/replace/);
    await restoreBackup({ config: target.config, file: archive, replace: true });
    if (target.config.storage.kind === 'local')
      expect(existsSync(join(target.config.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 300_000);
});
