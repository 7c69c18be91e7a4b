import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files, ROLE, type users } from '../../db/schema';
import { createAdmin, createEvent, createExhibitor, createLocation, createOrganizer, createUser } from '../../tests/factories';
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
      // Images keep their headers: no sandbox, no download name.
      expect(served.headers.get('content-security-policy'), url).toBeNull();
      expect(served.headers.get('content-disposition'), url).toBeNull();
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

  test('decides the type from the content: text named .png is refused and nothing is stored', async () => {
    const before = storedNames();
    const res = await t.send('POST', '/api/upload', {
      bearer: organizer,
      form: form([{ bytes: 'GIF89a? no, just text', name: 'poster.png', type: 'image/png' }]),
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

  test('an image over 50 megapixels, or images over 100 together, are refused naming the limit, and nothing is stored', async () => {
    const before = storedNames();
    const rowsBefore = await t.database.db.$count(files);
    const flat = (width: number, height: number) => photo(width, height).png({ compressionLevel: 9 }).toBuffer();
    const big = await flat(6000, 6000);
    const cases = [
      { parts: [{ bytes: await flat(10_000, 5_001), name: 'poster.png' }], code: 'Upload.pixels', max: 50 },
      { parts: ['a', 'b', 'c'].map((n) => ({ bytes: big, name: `${n}.png` })), code: 'Upload.totalPixels', max: 100 },
    ];
    for (const { parts, code, max } of cases) {
      const res = await t.send('POST', '/api/upload', { bearer: organizer, form: form(parts) });
      const body = (await res.clone().json()) as { data: { max: number } };
      expect(await refusalOf(res)).toMatchObject({ statusCode: 400, code, field: 'files' });
      expect(body.data.max).toBe(max);
    }
    expect(storedNames()).toEqual(before);
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

/** A small, valid PDF: `%PDF-` at byte 0 and `%%EOF` at the end; `body` goes before the trailer. */
const pdf = (body = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${body}` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );

describe('PDF documents', () => {
  test('a PDF is stored as it is under a random name and served as a sandboxed PDF under its own name', async () => {
    const before = storedNames();
    const bytes = pdf('3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n');
    const [doc] = await ok<Media[]>(
      await t.send('POST', '/api/upload', {
        cookie: organizer,
        form: form([{ bytes, name: '../Program čtvrtek "final" 100%.pdf', type: 'text/html' }]),
      }),
    );
    expect(doc).toMatchObject({
      name: 'Program čtvrtek "final" 100%.pdf',
      mime: 'application/pdf',
      size: Math.ceil(bytes.length / 1000),
      width: null,
      height: null,
      formats: {},
    });
    expect(doc!.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(storedNames()).toEqual([...before, posix.basename(doc!.url)].sort());
    const [row] = await t.database.db.select().from(files).where(eq(files.id, doc!.id));
    expect(row).toMatchObject({ ext: '.pdf', uploadedById: organizer.id });

    const served = await t.app.request(doc!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Program ctvrtek _final_ 100_.pdf"; filename*=UTF-8''Program%20%C4%8Dtvrtek%20%22final%22%20100%25.pdf`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // Renaming changes the download name; the stored file and its URL stay.
    const info = new FormData();
    info.append('fileInfo', JSON.stringify({ name: 'Handout' }));
    await ok(await t.send('POST', `/api/upload?id=${doc!.id}`, { bearer: organizer, form: info }));
    expect((await t.app.request(doc!.url)).headers.get('content-disposition')).toBe(
      `inline; filename="Handout.pdf"; filename*=UTF-8''Handout.pdf`,
    );
  });

  test('the content decides: PNG bytes named x.pdf are a PNG, PDF bytes named .png a PDF', async () => {
    const [png, doc] = await ok<Media[]>(
      await t.send('POST', '/api/upload', {
        bearer: admin,
        form: form([
          { bytes: await photo(300, 200).png().toBuffer(), name: 'x.pdf', type: 'application/pdf' },
          { bytes: pdf(), name: 'poster.png', type: 'image/png' },
        ]),
      }),
    );
    expect(png).toMatchObject({ name: 'x.pdf', mime: 'image/png', width: 300, height: 200 });
    expect(png!.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(Object.keys(png!.formats)).toEqual(['thumbnail']);
    const servedPng = await t.app.request(png!.url);
    expect(servedPng.headers.get('content-type')).toBe('image/png');
    expect(servedPng.headers.get('content-disposition')).toBeNull();

    expect(doc).toMatchObject({ name: 'poster.png', mime: 'application/pdf', formats: {} });
    expect(doc!.url).toMatch(/\.pdf$/);
    // Saved from the browser it still opens as a PDF.
    expect((await t.app.request(doc!.url)).headers.get('content-disposition')).toContain('filename="poster.png.pdf"');
  });

  test('only a real PDF signature counts: text named .pdf, no %%EOF near the end, or bytes before %PDF- are Upload.type', async () => {
    const before = storedNames();
    const rowsBefore = await t.database.db.$count(files);
    const good = pdf();
    const cases: [string, Buffer | string][] = [
      ['text renamed .pdf', 'Programme: Tuesday 9:00 opening, 10:00 talks'],
      ['no %%EOF', good.subarray(0, good.lastIndexOf('%%EOF'))],
      ['%%EOF too far from the end', Buffer.concat([good, Buffer.alloc(1024, 0x20)])],
      ['bytes before %PDF-', Buffer.concat([Buffer.from('\n'), good])],
      ['an HTML page with a PDF header', `%PDF-1.4\n<html><script>alert(document.cookie)</script></html>`],
    ];
    for (const [label, bytes] of cases) {
      const res = await t.send('POST', '/api/upload', {
        bearer: organizer,
        form: form([{ bytes, name: 'programme.pdf', type: 'application/pdf' }]),
      });
      expect(res.status, label).toBe(400);
      expect(await refusalOf(res), label).toMatchObject({ code: 'Upload.type', field: 'files' });
    }
    // The window is the last 1024 bytes: padding that keeps %%EOF inside it is still a PDF.
    const padded = Buffer.concat([good, Buffer.alloc(1024 - (good.length - good.lastIndexOf('%%EOF')), 0x20)]);
    expect(padded.length - padded.lastIndexOf('%%EOF')).toBe(1024);
    const [kept] = await ok<Media[]>(
      await t.send('POST', '/api/upload', { bearer: organizer, form: form([{ bytes: padded, name: 'p.pdf' }]) }),
    );
    expect(kept!.mime).toBe('application/pdf');
    expect(storedNames()).toEqual([...before, posix.basename(kept!.url)].sort());
    expect(await t.database.db.$count(files)).toBe(rowsBefore + 1);
  });

  test('a PDF over UPLOAD_MAX_MB is 413', async () => {
    const before = storedNames();
    const big = pdf('%' + 'x'.repeat(LIMIT_MB * 1024 * 1024) + '\n');
    const res = await t.send('POST', '/api/upload', { bearer: admin, form: form([{ bytes: big, name: 'big.pdf' }]) });
    expect(res.status).toBe(413);
    expect(await refusalOf(res)).toMatchObject({ code: 'Upload.tooLarge', statusCode: 413 });
    expect(storedNames()).toEqual(before);
  });

  test('several files with one bad store none: PDFs and images written before it are removed', async () => {
    const before = storedNames();
    const rowsBefore = await t.database.db.$count(files);
    const res = await t.send('POST', '/api/upload', {
      bearer: organizer,
      form: form([
        { bytes: pdf(), name: 'programme.pdf' },
        { bytes: await photo(600, 400).jpeg().toBuffer(), name: 'hall.jpg' },
        { bytes: 'not a PDF at all', name: 'slides.pdf' },
      ]),
    });
    expect(await refusalOf(res)).toMatchObject({ code: 'Upload.type', field: 'files' });
    expect(storedNames()).toEqual(before);
    expect(await t.database.db.$count(files)).toBe(rowsBefore);
  });

  test("a PDF is no event image (400 naming image), but is one of the event's attached files", async () => {
    const exhibitor = await createExhibitor(t.database.db, { editors: [organizer.id] });
    const location = await createLocation(t.database.db);
    const event = await createEvent(t.database.db, { exhibitorId: exhibitor.id, locationId: location.id });
    const [doc] = await ok<Media[]>(
      await t.send('POST', '/api/upload', { bearer: organizer, form: form([{ bytes: pdf(), name: 'Programme.pdf' }]) }),
    );
    const picture = await uploadOne(organizer);

    for (const user of [organizer, admin]) {
      const res = await t.send('PUT', `/api/events/${event.id}`, { bearer: user, body: { image: doc!.id } });
      expect(res.status).toBe(400);
      expect(await refusalOf(res)).toMatchObject({
        code: 'Entry.notAnImage',
        field: 'image',
        fields: { image: 'Entry.notAnImage' },
      });
    }
    const created = await t.send('POST', '/api/events', {
      bearer: admin,
      body: {
        name: 'Se špatným obrázkem',
        eventtype: event.eventtypeId,
        start: event.start,
        end: event.end,
        location: location.id,
        exhibitor: exhibitor.id,
        image: doc!.id,
      },
    });
    expect(await refusalOf(created)).toMatchObject({ code: 'Entry.notAnImage', field: 'image' });

    type EventAnswer = { image: Media | null; files: Media[] };
    const changed = await ok<EventAnswer>(
      await t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { image: picture.id, files: [doc!.id] } }),
    );
    expect(changed.image).toMatchObject({ id: picture.id, mime: 'image/png' });
    expect(changed.files).toEqual([
      expect.objectContaining({ id: doc!.id, mime: 'application/pdf', url: doc!.url, formats: {} }),
    ]);
    const read = await ok<EventAnswer>(await t.send('GET', `/api/events/${event.id}`));
    expect(read.files.map((f) => f.mime)).toEqual(['application/pdf']);
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
