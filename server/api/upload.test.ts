import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files, ROLE, type users } from '../../db/schema';
import { createAdmin, createOrganizer, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { MAX_FILES_PER_UPLOAD } from '../../core/media/upload-files';

type User = typeof users.$inferSelect;
type Variant = { url: string; size: number; mime: string };
type Format = Variant & { width: number; height: number; webp?: Variant };
type Media = {
  id: number;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  size: number;
  url: string;
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', Format>>;
};

const LIMIT_MB = 1;
let t: WriteTestContext;
let admin: User;
let organizer: User;
let otherOrganizer: User;
let registred: User;
let confirmed: User;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { UPLOAD_MAX_MB: String(LIMIT_MB) } });
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  otherOrganizer = await createOrganizer(db);
  registred = await createUser(db);
  confirmed = await createUser(db, { roleId: ROLE.confirmed });
});
afterAll(() => t.database.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

type Part = { bytes: Buffer | string; name: string; type?: string };
function form(parts: Part[], infos: unknown[] = []): FormData {
  const data = new FormData();
  for (const p of parts)
    data.append(
      'files',
      new Blob([typeof p.bytes === 'string' ? p.bytes : new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }),
      p.name,
    );
  for (const info of infos) data.append('fileInfo', typeof info === 'string' ? info : JSON.stringify(info));
  return data;
}

const storedNames = () => {
  const dir = join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const onDisk = (url: string) => existsSync(join(t.config.dataDir, 'uploads', posix.basename(url)));
const variantUrls = (m: Media) => [m.url, ...Object.values(m.formats).flatMap((f) => [f.url, ...(f.webp ? [f.webp.url] : [])])];

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<T>;
}

async function uploadOne(user: User, part?: Part): Promise<Media> {
  const bytes = part?.bytes ?? (await photo(300, 200).png().toBuffer());
  const [file] = await ok<Media[]>(
    await t.send('POST', '/api/upload', { bearer: user, form: form([{ bytes, name: part?.name ?? 'logo.png' }]) }),
  );
  return file!;
}

/** A request body that never ends, counting what the server pulled from it. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

describe('POST /api/upload', () => {
  test('stores images with every format in their type and as WebP, served from /uploads for good', async () => {
    const jpeg = await photo(1600, 1000).jpeg().toBuffer();
    const png = await photo(400, 300).png().toBuffer();
    const res = await t.send('POST', '/api/upload', {
      cookie: organizer,
      form: form([
        { bytes: jpeg, name: 'hala 5.jpg', type: 'image/jpeg' },
        { bytes: png, name: 'logo.png', type: 'image/png' },
      ]),
    });
    const [big, small] = await ok<Media[]>(res);

    expect(Object.keys(big!).sort()).toEqual(
      ['alternativeText', 'caption', 'formats', 'height', 'id', 'mime', 'name', 'size', 'url', 'width'].sort(),
    );
    expect(big).toMatchObject({
      name: 'hala 5.jpg',
      mime: 'image/jpeg',
      width: 1600,
      height: 1000,
      size: Math.ceil(jpeg.length / 1000),
    });
    expect(big!.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(Object.keys(big!.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(big!.formats.large).toMatchObject({ width: 1000, height: 625, mime: 'image/jpeg', webp: { mime: 'image/webp' } });
    expect(big!.formats.thumbnail!.url).toMatch(/^\/uploads\/thumbnail_[0-9a-f]{32}\.jpg$/);
    expect(big!.formats.thumbnail!.webp!.url).toMatch(/^\/uploads\/thumbnail_[0-9a-f]{32}\.webp$/);
    expect(small).toMatchObject({ mime: 'image/png', width: 400, height: 300 });
    expect(Object.keys(small!.formats)).toEqual(['thumbnail']);
    expect(small!.formats.thumbnail).toMatchObject({ mime: 'image/png', webp: { mime: 'image/webp' } });

    for (const url of [...variantUrls(big!), ...variantUrls(small!)]) {
      expect(onDisk(url), url).toBe(true);
      const served = await t.app.request(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const webp = await t.app.request(big!.formats.small!.webp!.url);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');

    const [row] = await t.database.db.select().from(files).where(eq(files.id, big!.id));
    expect(row!.uploadedById).toBe(organizer.id);
  });

  test('takes a fileInfo per file for the name, alternative text and caption', async () => {
    const bytes = await photo(50, 50).png().toBuffer();
    const [a, b] = await ok<Media[]>(
      await t.send('POST', '/api/upload', {
        bearer: admin,
        form: form(
          [
            { bytes, name: 'a.png' },
            { bytes, name: 'b.png' },
          ],
          [{ name: 'Logo Innoweek', alternativeText: 'Logo', caption: 'Partner' }, { alternativeText: 'Druhé' }],
        ),
      }),
    );
    expect(a).toMatchObject({ name: 'Logo Innoweek', alternativeText: 'Logo', caption: 'Partner' });
    expect(b).toMatchObject({ name: 'b.png', alternativeText: 'Druhé', caption: null });
  });

  test('decides the type from the content: a PDF named .png is refused and nothing is stored', async () => {
    const before = storedNames();
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF';
    const res = await t.send('POST', '/api/upload', {
      bearer: organizer,
      form: form([{ bytes: pdf, name: 'poster.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(400);
    expect(await refusalOf(res)).toMatchObject({ code: 'Upload.type', field: 'files' });
    expect(storedNames()).toEqual(before);
  });

  test('refuses SVG, which could carry script, and stores nothing', async () => {
    const before = storedNames();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script></svg>';
    const res = await t.send('POST', '/api/upload', {
      bearer: admin,
      form: form([{ bytes: svg, name: 'logo.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(400);
    expect((await refusalOf(res)).code).toBe('Upload.svg');
    expect(storedNames()).toEqual(before);
  });

  test('one refused file stores none of the request', async () => {
    const before = storedNames();
    const rowsBefore = await t.database.db.$count(files);
    const res = await t.send('POST', '/api/upload', {
      bearer: admin,
      form: form([
        { bytes: await photo(600, 400).jpeg().toBuffer(), name: 'good.jpg' },
        { bytes: 'not an image', name: 'bad.jpg' },
      ]),
    });
    expect((await refusalOf(res)).code).toBe('Upload.type');
    expect(storedNames()).toEqual(before);
    expect(await t.database.db.$count(files)).toBe(rowsBefore);
  });

  test(`more than ${MAX_FILES_PER_UPLOAD} files at once are refused before any is processed`, async () => {
    const rowsBefore = await t.database.db.$count(files);
    const tiny = await photo(2, 2).png().toBuffer();
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({ bytes: tiny, name: `t${i}.png` }));
    const res = await t.send('POST', '/api/upload', { bearer: admin, form: form(many) });
    expect(await refusalOf(res)).toMatchObject({ statusCode: 400, code: 'Upload.tooMany', field: 'files' });
    expect(await t.database.db.$count(files)).toBe(rowsBefore);
  });

  test('an oversized body is 413 before it is read whole', async () => {
    const { stream, state } = endlessBody();
    const res = await t.send('POST', '/api/upload', {
      bearer: organizer,
      raw: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
    expect(await refusalOf(res)).toMatchObject({ code: 'Upload.tooLarge', statusCode: 413 });
    expect(state.pulled).toBeLessThanOrEqual(LIMIT_MB * 1024 * 1024 + 2 * 64 * 1024);

    // A declared length over the limit is refused without reading anything.
    const declared = endlessBody();
    const early = await t.send('POST', '/api/upload', {
      bearer: organizer,
      raw: declared.stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
    });
    expect(early.status).toBe(413);
    expect(declared.state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  test('a file just over the limit in a real form is 413 too', async () => {
    const bytes = Buffer.alloc(LIMIT_MB * 1024 * 1024 + 1, 1);
    const res = await t.send('POST', '/api/upload', { bearer: admin, form: form([{ bytes, name: 'big.png' }]) });
    expect(res.status).toBe(413);
    expect((await refusalOf(res)).code).toBe('Upload.tooLarge');
  });

  test('guests 401 and members 403, before the body is read', async () => {
    for (const [user, status, code] of [
      [null, 401, 'Request.unauthorized'],
      [registred, 403, 'Upload.forbidden'],
      [confirmed, 403, 'Upload.forbidden'],
    ] as const) {
      const { stream, state } = endlessBody();
      const res = await t.send('POST', '/api/upload', {
        bearer: user,
        raw: stream,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      expect(res.status).toBe(status);
      expect((await refusalOf(res)).code).toBe(code);
      expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  test('a cookie upload from another site is refused', async () => {
    const res = await t.send('POST', '/api/upload', {
      cookie: admin,
      origin: 'https://evil.test',
      form: form([{ bytes: await photo(20, 20).png().toBuffer(), name: 'x.png' }]),
    });
    expect(res.status).toBe(403);
    expect((await refusalOf(res)).code).toBe('Request.crossOrigin');
  });

  test('bad forms name their problem', async () => {
    const json = await t.send('POST', '/api/upload', { bearer: admin, body: { files: [] } });
    expect((await refusalOf(json)).code).toBe('Upload.multipart');
    const empty = await t.send('POST', '/api/upload', { bearer: admin, form: new FormData() });
    expect(await refusalOf(empty)).toMatchObject({ code: 'Form.error.required', field: 'files' });
    const extra = new FormData();
    extra.append('path', 'x');
    expect(await refusalOf(await t.send('POST', '/api/upload', { bearer: admin, form: extra }))).toMatchObject({
      code: 'Request.body.unknownField',
      field: 'path',
    });
    const bytes = await photo(20, 20).png().toBuffer();
    const badInfo = await t.send('POST', '/api/upload', { bearer: admin, form: form([{ bytes, name: 'x.png' }], ['{nope']) });
    expect((await refusalOf(badInfo)).code).toBe('Upload.fileInfo');
    const longName = await t.send('POST', '/api/upload', {
      bearer: admin,
      form: form([{ bytes, name: 'x.png' }], [{ name: 'x'.repeat(201), owner: 1 }]),
    });
    expect((await refusalOf(longName)).fields).toEqual({
      'fileInfo.name': 'Form.error.tooLong',
      'fileInfo.owner': 'Request.body.unknownField',
    });
    const nul = await t.send('POST', '/api/upload', {
      bearer: admin,
      form: form([{ bytes, name: 'x.png' }], [{ caption: 'a\u0000b', alternativeText: 'Rodina 👨‍👩‍👧' }]),
    });
    expect((await refusalOf(nul)).fields).toEqual({ 'fileInfo.caption': 'Form.error.badCharacters' });
  });
});

describe('POST /api/upload?id= (fileInfo)', () => {
  const rename = (user: User | null, id: number | string, info: unknown) => {
    const data = new FormData();
    data.append('fileInfo', JSON.stringify(info));
    return t.send('POST', `/api/upload?id=${id}`, { bearer: user, form: data });
  };

  test('an Organizer renames and describes their own upload', async () => {
    const file = await uploadOne(organizer);
    const renamed = await ok<Media>(
      await rename(organizer, file.id, { name: 'Nové jméno.png', alternativeText: 'Logo', caption: '' }),
    );
    expect(renamed).toMatchObject({ id: file.id, name: 'Nové jméno.png', alternativeText: 'Logo', caption: null, url: file.url });
    const again = await ok<Media>(await rename(organizer, file.id, { caption: 'Jen popisek' }));
    expect(again).toMatchObject({ name: 'Nové jméno.png', alternativeText: 'Logo', caption: 'Jen popisek' });
  });

  test("an Organizer may not touch others' files; an Admin may touch any", async () => {
    const adminFile = await uploadOne(admin);
    const theirs = await uploadOne(otherOrganizer);
    for (const id of [adminFile.id, theirs.id]) {
      const res = await rename(organizer, id, { name: 'mine now' });
      expect(res.status).toBe(403);
      expect((await refusalOf(res)).code).toBe('Upload.forbidden.others');
    }
    expect((await ok<Media>(await rename(admin, theirs.id, { name: 'checked' }))).name).toBe('checked');
  });

  test('guests 401, members 403, unknown ids 404, and only fileInfo is taken', async () => {
    const file = await uploadOne(admin);
    expect((await rename(null, file.id, { name: 'x' })).status).toBe(401);
    expect((await rename(confirmed, file.id, { name: 'x' })).status).toBe(403);
    const missing = await rename(admin, 999_999, { name: 'x' });
    expect(missing.status).toBe(404);
    expect((await refusalOf(missing)).code).toBe('Entry.notFound');
    expect((await refusalOf(await rename(admin, 'abc', { name: 'x' }))).code).toBe('Query.param.id');

    const replace = form([{ bytes: await photo(20, 20).png().toBuffer(), name: 'x.png' }], [{ name: 'x' }]);
    const res = await t.send('POST', `/api/upload?id=${file.id}`, { bearer: admin, form: replace });
    expect(await refusalOf(res)).toMatchObject({ code: 'Request.body.unknownField', field: 'files' });
  });
});

describe('DELETE /api/upload/files/{id}', () => {
  test('removes the row and every stored variant', async () => {
    const file = await uploadOne(organizer, { bytes: await photo(1200, 800).jpeg().toBuffer(), name: 'photo.jpg' });
    const urls = variantUrls(file);
    expect(urls).toHaveLength(9);
    for (const url of urls) expect(onDisk(url)).toBe(true);

    const deleted = await ok<Media>(await t.send('DELETE', `/api/upload/files/${file.id}`, { cookie: organizer }));
    expect(deleted).toMatchObject({ id: file.id, url: file.url });
    expect(await t.database.db.$count(files, eq(files.id, file.id))).toBe(0);
    for (const url of urls) {
      expect(onDisk(url), url).toBe(false);
      expect((await t.app.request(url)).status).toBe(404);
    }
    const gone = await t.send('DELETE', `/api/upload/files/${file.id}`, { bearer: organizer });
    expect(gone.status).toBe(404);
  });

  test('Organizers delete only their own uploads, Admins any; guests 401, members 403', async () => {
    const theirs = await uploadOne(otherOrganizer);
    const del = (user: User | null) => t.send('DELETE', `/api/upload/files/${theirs.id}`, { bearer: user });
    expect((await del(null)).status).toBe(401);
    expect((await del(registred)).status).toBe(403);
    const organizerTry = await del(organizer);
    expect(organizerTry.status).toBe(403);
    expect((await refusalOf(organizerTry)).code).toBe('Upload.forbidden.others');
    expect(onDisk(theirs.url)).toBe(true);
    await ok(await del(admin));
    expect(onDisk(theirs.url)).toBe(false);
  });
});

describe('GET /api/upload/files', () => {
  test('Admins list every file, Organizers their own uploads', async () => {
    const mine = await uploadOne(organizer);
    const theirs = await uploadOne(otherOrganizer);
    const all = await ok<Media[]>(await t.send('GET', '/api/upload/files?_limit=-1', { bearer: admin }));
    expect(all.map((f) => f.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const own = await ok<Media[]>(await t.send('GET', '/api/upload/files?_limit=-1', { bearer: organizer }));
    expect(own.map((f) => f.id)).toContain(mine.id);
    expect(own.map((f) => f.id)).not.toContain(theirs.id);
    // A filter cannot widen what the viewer may see.
    const asked = await ok<Media[]>(
      await t.send('GET', `/api/upload/files?uploadedBy=${otherOrganizer.id}`, { bearer: organizer }),
    );
    expect(asked).toEqual([]);
    const newest = await ok<Media[]>(await t.send('GET', '/api/upload/files?_limit=1', { bearer: otherOrganizer }));
    expect(newest.map((f) => f.id)).toEqual([theirs.id]);
  });

  test('one file for who may change it; 401, 403 and 404 otherwise', async () => {
    const theirs = await uploadOne(otherOrganizer);
    expect((await ok<Media>(await t.send('GET', `/api/upload/files/${theirs.id}`, { bearer: otherOrganizer }))).id).toBe(
      theirs.id,
    );
    expect((await ok<Media>(await t.send('GET', `/api/upload/files/${theirs.id}`, { bearer: admin }))).id).toBe(theirs.id);
    expect((await t.send('GET', `/api/upload/files/${theirs.id}`, { bearer: organizer })).status).toBe(403);
    expect((await t.send('GET', `/api/upload/files/${theirs.id}`)).status).toBe(401);
    expect((await t.send('GET', '/api/upload/files', { bearer: confirmed })).status).toBe(403);
    expect((await t.send('GET', '/api/upload/files')).status).toBe(401);
    expect((await t.send('GET', '/api/upload/files/999999', { bearer: admin })).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  test('documents the upload operations with their multipart body and the 413', async () => {
    type Doc = { paths: Record<string, Record<string, { requestBody?: { content: object }; responses: object }>> };
    const doc = await ok<Doc>(await t.send('GET', '/api/openapi.json'));
    const post = doc.paths['/upload']!.post!;
    expect(Object.keys(post.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '413']));
    expect(doc.paths['/upload/files/{id}']).toHaveProperty(['delete']);
    expect(doc.paths['/upload/files']).toHaveProperty(['get']);
    expect(await (await t.send('GET', '/api/docs')).text()).toContain('Multipart form');
  });
});
