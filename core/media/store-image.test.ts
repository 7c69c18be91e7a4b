import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { AppError } from '../errors/app-error';
import { MAX_IMAGE_BYTES, storeImage } from './store-image';
import { storedFilePaths, uploadPathForUrl } from './upload-paths';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'innoweek-media-'));
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });

const countFiles = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
const uploads = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);

async function expectRefused(buffer: Buffer, name: string, code: string) {
  const before = await countFiles();
  const filesBefore = uploads().length;
  const err = await storeImage(database.db, { dataDir, buffer, name }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  expect(await countFiles()).toBe(before);
  expect(uploads()).toHaveLength(filesBefore);
}

describe('storeImage', () => {
  it('stores a large photo with all four resized formats and records it', async () => {
    const buffer = await canvas(1600, 1000).jpeg().toBuffer();
    const file = await storeImage(database.db, { dataDir, buffer, name: 'Hala 5 – zahájení.jpg', alternativeText: 'Zahájení' });

    expect(file).toMatchObject({ name: 'Hala 5 – zahájení.jpg', alternativeText: 'Zahájení', ext: '.jpg', mime: 'image/jpeg' });
    expect(file.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(file.url).toBe(`/uploads/${file.hash}.jpg`);
    expect([file.width, file.height]).toEqual([1600, 1000]);
    expect(file.size).toBe(Math.ceil(buffer.length / 1000));
    expect(readFileSync(uploadPathForUrl(dataDir, file.url)).equals(buffer)).toBe(true);

    const f = file.formats;
    expect(Object.keys(f).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(f.thumbnail).toMatchObject({
      url: `/uploads/thumbnail_${file.hash}.webp`,
      width: 245,
      height: 153,
      mime: 'image/webp',
    });
    expect([f.small?.width, f.small?.height]).toEqual([500, 313]);
    expect([f.medium?.width, f.medium?.height]).toEqual([750, 469]);
    expect([f.large?.width, f.large?.height]).toEqual([1000, 625]);
    for (const path of storedFilePaths(dataDir, file)) expect(existsSync(path)).toBe(true);
    const large = await sharp(uploadPathForUrl(dataDir, f.large!.url)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1000, 625]);
    expect(f.large!.size).toBe(Math.ceil(readFileSync(uploadPathForUrl(dataDir, f.large!.url)).length / 1000));

    const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toEqual(file);
  });

  it('makes only the formats smaller than the original', async () => {
    const tiny = await storeImage(database.db, { dataDir, buffer: await canvas(200, 120).png().toBuffer(), name: 'logo.png' });
    expect(tiny.formats).toEqual({});

    const mid = await storeImage(database.db, { dataDir, buffer: await canvas(600, 400).png().toBuffer(), name: 'mid.png' });
    expect(Object.keys(mid.formats).sort()).toEqual(['small', 'thumbnail']);
    // The thumbnail fits inside 245x156 whichever side is the limit.
    expect([mid.formats.thumbnail?.width, mid.formats.thumbnail?.height]).toEqual([234, 156]);

    const tall = await storeImage(database.db, { dataDir, buffer: await canvas(200, 300).png().toBuffer(), name: 'tall.png' });
    expect(Object.keys(tall.formats)).toEqual(['thumbnail']);
    expect([tall.formats.thumbnail?.width, tall.formats.thumbnail?.height]).toEqual([104, 156]);
  });

  it('names the type by content, not by the file name', async () => {
    const file = await storeImage(database.db, {
      dataDir,
      buffer: await canvas(50, 50).jpeg().toBuffer(),
      name: 'actually-a-jpeg.png',
    });
    expect([file.ext, file.mime]).toEqual(['.jpg', 'image/jpeg']);
    expect(file.url.endsWith('.jpg')).toBe(true);
  });

  it.each([
    ['webp', () => canvas(40, 30).webp().toBuffer(), '.webp', 'image/webp'],
    ['gif', () => canvas(40, 30).gif().toBuffer(), '.gif', 'image/gif'],
    ['avif', () => canvas(40, 30).avif().toBuffer(), '.avif', 'image/avif'],
    [
      'svg',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#c00"/></svg>',
        ),
      '.svg',
      'image/svg+xml',
    ],
  ])('accepts %s', async (_label, make, ext, mime) => {
    const file = await storeImage(database.db, { dataDir, buffer: await make(), name: 'upload' });
    expect([file.ext, file.mime]).toEqual([ext, mime]);
    expect(existsSync(uploadPathForUrl(dataDir, file.url))).toBe(true);
  });

  it('rasterises SVG formats to WebP', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><circle cx="400" cy="200" r="150" fill="#06c"/></svg>',
    );
    const file = await storeImage(database.db, { dataDir, buffer: svg, name: 'mark.svg' });
    expect([file.width, file.height]).toEqual([800, 400]);
    expect(Object.keys(file.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    expect(file.formats.medium?.mime).toBe('image/webp');
  });

  it('reports the dimensions people see for an EXIF-rotated photo', async () => {
    const buffer = await canvas(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const file = await storeImage(database.db, { dataDir, buffer, name: 'phone.jpg' });
    expect([file.width, file.height]).toEqual([200, 300]);
    expect([file.formats.thumbnail?.width, file.formats.thumbnail?.height]).toEqual([104, 156]);
  });

  it('refuses content that is not an accepted image, writing nothing', async () => {
    await expectRefused(Buffer.from('%PDF-1.4 not really an image'), 'doc.jpg', 'Upload.type');
    await expectRefused(Buffer.alloc(0), 'empty.png', 'Upload.type');
    await expectRefused(await canvas(20, 20).tiff().toBuffer(), 'scan.tiff', 'Upload.type');
  });

  it('refuses files over the size limit before decoding them', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await canvas(10, 10).png().toBuffer()).copy(big);
    await expectRefused(big, 'huge.png', 'Upload.tooLarge');
  });

  it('refuses an image with too many pixels', async () => {
    const bomb = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"></svg>');
    await expectRefused(bomb, 'bomb.svg', 'Upload.pixels');
  });

  it('keeps the uploader name readable but free of paths and control characters', async () => {
    const file = await storeImage(database.db, {
      dataDir,
      buffer: await canvas(10, 10).png().toBuffer(),
      name: '..\\..\\etc/passwd\u0000.png',
    });
    expect(file.name).toBe('passwd.png');
    const blank = await storeImage(database.db, { dataDir, buffer: await canvas(10, 10).png().toBuffer(), name: '   ' });
    expect(blank.name).toBe('image.png');
  });

  it('removes written files when the database refuses the row', async () => {
    const before = uploads().length;
    const err = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table files add constraint files_test_ck check (false) not valid`);
        return storeImage(tx, { dataDir, buffer: await canvas(800, 600).png().toBuffer(), name: 'x.png' });
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(uploads()).toHaveLength(before);
  });
});
