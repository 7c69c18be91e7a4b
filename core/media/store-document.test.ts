import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { AppError } from '../errors/app-error';
import { localFileStorage } from './local-file-storage';
import { storeDocument } from './store-document';
import { storedFileKeys } from './stored-file-keys';

let database: Database;
let dataDir: string;
let storage: ReturnType<typeof localFileStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'innoweek-docs-'));
  storage = localFileStorage(dataDir);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const uploads = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

describe('storeDocument', () => {
  it('stores a PDF as it is under a random key, without formats or pixels', async () => {
    const file = await storeDocument(database.db, {
      storage,
      buffer: pdf,
      name: 'C:\\Users\\x\\Program.pdf',
      uploadedById: null,
    });
    expect(file).toMatchObject({
      name: 'Program.pdf',
      ext: '.pdf',
      mime: 'application/pdf',
      width: null,
      height: null,
      formats: {},
    });
    expect(file.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(file.url).toBe(`/uploads/${file.hash}.pdf`);
    expect(file.size).toBe(1);
    expect(storedFileKeys(file)).toEqual([`${file.hash}.pdf`]);
    expect(readFileSync(storage.pathOf(`${file.hash}.pdf`)).equals(pdf)).toBe(true);
    expect((await storeDocument(database.db, { storage, buffer: pdf, name: '' })).name).toBe('document.pdf');
  });

  it('checks size and type itself, for callers without the body limit', async () => {
    const before = uploads();
    expect(await refusal(storeDocument(database.db, { storage, buffer: pdf, name: 'a.pdf', maxBytes: pdf.length - 1 }))).toBe(
      'Upload.tooLarge',
    );
    expect(await refusal(storeDocument(database.db, { storage, buffer: Buffer.from('%PDF-1.4 no end'), name: 'a.pdf' }))).toBe(
      'Upload.type',
    );
    expect(uploads()).toEqual(before);
  });

  it('removes the stored bytes when the row cannot be written', async () => {
    const before = uploads();
    const rows = await database.db.$count(files);
    // No such user: the foreign key refuses the row after the bytes were stored.
    await expect(storeDocument(database.db, { storage, buffer: pdf, name: 'a.pdf', uploadedById: 987_654 })).rejects.toThrow();
    expect(uploads()).toEqual(before);
    expect(await database.db.$count(files)).toBe(rows);
  });
});
