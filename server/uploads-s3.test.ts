import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { users } from '../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createAdmin } from '../tests/factories';
import { refusalOf } from '../tests/refusal';
import { startS3Server, UNREACHABLE_S3_ENV, type TestS3Server } from '../tests/s3-server';

type Media = { id: number; url: string; formats: Record<string, { url: string; webp?: { url: string } }> };

// Two app instances (separate deps, as two processes have) on one database and one bucket.
let s3: TestS3Server;
let a: WriteTestContext;
let b: WriteTestContext;
let admin: typeof users.$inferSelect;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await createWriteTestContext({ env: s3.env });
  b = await createWriteTestContext({ env: s3.env, database: a.database });
  admin = await createAdmin(a.database.db);
});
afterAll(async () => {
  await a.database.close();
  await s3.close();
});

const urlsOf = (m: Media) => [m.url, ...Object.values(m.formats).flatMap((f) => [f.url, ...(f.webp ? [f.webp.url] : [])])];

async function upload(t: WriteTestContext): Promise<{ media: Media; bytes: Buffer }> {
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'hall.jpg');
  const res = await t.send('POST', '/api/upload', { bearer: admin, form });
  expect(res.status, await res.clone().text()).toBe(200);
  const [media] = (await res.json()) as Media[];
  return { media: media!, bytes };
}

describe('uploads in an S3 bucket', () => {
  test('an image uploaded through one app is served by the other, with its formats, none on local disk', async () => {
    const { media, bytes } = await upload(a);
    expect(media.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(Object.keys(media.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    for (const url of urlsOf(media)) {
      const res = await b.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(existsSync(join(a.config.dataDir, 'uploads', url.slice('/uploads/'.length)))).toBe(false);
    }
    const original = await b.app.request(media.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    expect(original.headers.get('content-length')).toBe(String(bytes.length));
  });

  test('answers ranges, ETags and Last-Modified like a static file server', async () => {
    const { media, bytes } = await upload(a);
    const part = await b.app.request(media.url, { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
    expect(part.headers.get('cache-control')).toContain('immutable');

    const whole = await b.app.request(media.url);
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(whole.headers.get('last-modified')).toBeTruthy();
    await whole.arrayBuffer();
    const again = await a.app.request(media.url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const head = await b.app.request(media.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  test('deleting the file through one app removes every object from the bucket', async () => {
    const { media } = await upload(a);
    const res = await b.send('DELETE', `/api/upload/files/${media.id}`, { bearer: admin });
    expect(res.status).toBe(200);
    for (const url of urlsOf(media)) expect((await a.app.request(url)).status, url).toBe(404);
  });

  test('missing keys and paths that are not keys answer 404', async () => {
    for (const path of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2fsession-secret', '/uploads/a/b.png']) {
      expect((await a.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('when the bucket is unreachable', () => {
  let down: WriteTestContext;
  beforeAll(async () => {
    down = await createWriteTestContext({ env: UNREACHABLE_S3_ENV, database: a.database });
  });

  test('an upload answers 503 Upload.storageUnavailable, and the rest of the site keeps answering', async () => {
    const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
    const res = await down.send('POST', '/api/upload', { bearer: admin, form });
    expect(res.status).toBe(503);
    expect(await refusalOf(res)).toMatchObject({ statusCode: 503, code: 'Upload.storageUnavailable', field: 'files' });

    expect((await down.app.request('/api/events')).status).toBe(200);
    const image = await down.app.request('/uploads/0123456789abcdef0123456789abcdef.png');
    expect(image.status).toBe(503);
  });
});
