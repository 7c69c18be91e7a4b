import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { files, type users } from '../../db/schema';
import { createTestDatabase, testDatabaseKind } from '../../tests/db';
import { createOrganizer } from '../../tests/factories';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_PIXELS } from './store-image';
import { uploadFiles } from './upload-files';

let database: Database;
let dataDir: string;
let organizer: typeof users.$inferSelect;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'innoweek-upload-'));
  organizer = await createOrganizer(database.db);
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A flat-coloured PNG: a few hundred kB however many pixels it has. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const countFiles = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
const stored = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);

/** The local storage, calling `onPut` before each file it stores. */
function watchedStorage(onPut: () => Promise<void> | void = () => {}): FileStorage {
  const local = localFileStorage(dataDir);
  return {
    put: async (key, bytes, type) => {
      await onPut();
      return local.put(key, bytes, type);
    },
    delete: (key) => local.delete(key),
    url: (key) => local.url(key),
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('uploadFiles', () => {
  it('stores the files with no transaction open: a read made meanwhile is answered at once', async () => {
    const probes: { read: string; openTransactions: number | null }[] = [];
    const storage = watchedStorage(async () => {
      // On the embedded database an open transaction would hold this read until the upload ends.
      const read = await Promise.race([
        database.db.select({ n: sql<number>`count(*)::int` }).from(files),
        new Promise((ok) => setTimeout(ok, 3_000, 'blocked')),
      ]);
      // On PostgreSQL reads pass anyway: there, no connection may be inside a transaction.
      const open =
        testDatabaseKind() === 'postgres'
          ? (
              (await database.db.execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
              )) as unknown as { rows: { n: number }[] }
            ).rows[0]!.n
          : null;
      probes.push({ read: read === 'blocked' ? 'blocked' : 'answered', openTransactions: open });
    });
    const before = await countFiles();
    const result = await uploadFiles(database.db, {
      actor: organizer,
      storage,
      files: [
        { name: 'stage.png', bytes: await flat(1200, 800) },
        { name: 'programme.pdf', bytes: pdf },
      ],
      maxBytes: 10 * 1024 * 1024,
    });
    expect(result.map((f) => f.mime)).toEqual(['image/png', 'application/pdf']);
    expect(await countFiles()).toBe(before + 2);
    // The original, four formats and their WebP twins, and the PDF.
    expect(probes).toHaveLength(10);
    expect(new Set(probes.map((p) => JSON.stringify(p)))).toEqual(
      new Set([JSON.stringify({ read: 'answered', openTransactions: testDatabaseKind() === 'postgres' ? 0 : null })]),
    );
  });

  it(`refuses an image over ${MAX_IMAGE_PIXELS / 1e6} megapixels before storing any file of the request`, async () => {
    const onPut = vi.fn();
    const err = await refusal(
      uploadFiles(database.db, {
        actor: organizer,
        storage: watchedStorage(onPut),
        files: [
          { name: 'fine.png', bytes: await flat(300, 200) },
          { name: 'bomb.png', bytes: await flat(10_000, 5_001) },
        ],
        maxBytes: 10 * 1024 * 1024,
      }),
    );
    expect([err.code, err.field, err.params]).toEqual(['Upload.pixels', 'files', { max: 50 }]);
    expect(err.message).toBe('The image has more than 50 megapixels. Make it smaller and upload it again.');
    expect(onPut).not.toHaveBeenCalled();
  });

  it(`refuses images over ${MAX_UPLOAD_PIXELS / 1e6} megapixels together before storing any`, async () => {
    const onPut = vi.fn();
    const big = await flat(6_000, 6_000);
    const err = await refusal(
      uploadFiles(database.db, {
        actor: organizer,
        storage: watchedStorage(onPut),
        files: [
          { name: 'a.png', bytes: big },
          { name: 'programme.pdf', bytes: pdf },
          { name: 'b.png', bytes: big },
          { name: 'c.png', bytes: big },
        ],
        maxBytes: 10 * 1024 * 1024,
      }),
    );
    expect([err.code, err.field, err.params]).toEqual(['Upload.totalPixels', 'files', { max: 100 }]);
    expect(onPut).not.toHaveBeenCalled();
  });

  it('removes every stored file when the rows are refused', async () => {
    const before = { rows: await countFiles(), files: stored().length };
    // An uploader the database does not know: the files are stored, then the insert fails.
    const err = await uploadFiles(database.db, {
      actor: { id: 987_654, roleId: organizer.roleId },
      storage: watchedStorage(),
      files: [
        { name: 'stage.png', bytes: await flat(800, 600) },
        { name: 'programme.pdf', bytes: pdf },
      ],
      maxBytes: 10 * 1024 * 1024,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(await countFiles()).toBe(before.rows);
    expect(stored()).toHaveLength(before.files);
  });
});
