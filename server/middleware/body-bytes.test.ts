import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { knownBodyBytes, readBodyBytes, responseWithBytes } from './body-bytes';
import { apiCache } from './cache';
import { compress } from './compress';
import type { ApiEnv } from './session';

// A body larger than Hono's ETag chunk (256 KB), with characters outside ASCII.
const big = JSON.stringify({ items: Array.from({ length: 4000 }, (_, i) => ({ i, title: `Týden inovací č. ${i}` })) });

function app() {
  const a = new Hono<ApiEnv>();
  a.use('*', compress());
  a.use('*', async (c, next) => {
    c.set('user', null);
    await next();
  });
  a.use('*', apiCache());
  a.get('/text', (c) => c.body(big, 200, { 'Content-Type': 'application/json' }));
  a.get('/bytes', (c) => c.body(Buffer.from(big) as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }));
  a.get('/file', (c) =>
    c.body(big, 200, { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x.csv"', 'X-Extra': '1' }),
  );
  return a;
}

describe('an answer read once for its ETag and its compression (body-bytes.ts)', () => {
  test('bytes made with responseWithBytes come back without reading; others are read', async () => {
    const bytes = new TextEncoder().encode('žluťoučký');
    const made = responseWithBytes(bytes, { status: 200, headers: new Headers() });
    expect(await readBodyBytes(made)).toBe(bytes);
    expect(Buffer.from(await readBodyBytes(new Response('žluťoučký'))).toString()).toBe('žluťoučký');
  });

  for (const path of ['/text', '/bytes']) {
    test(`${path}: the ETag is the SHA-1 of the whole body; brotli carries the same body; a match is a bare 304`, async () => {
      const sha1 = `"${createHash('sha1').update(big).digest('hex')}"`;
      const plain = await app().request(path);
      expect(plain.headers.get('ETag')).toBe(sha1);
      expect(await plain.text()).toBe(big);

      const br = await app().request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('Content-Encoding')).toBe('br');
      expect(br.headers.get('ETag')).toBe(`"${sha1.slice(1, -1)}-br"`);
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(big);

      const again = await app().request(path, { headers: { 'If-None-Match': `W/"other", ${sha1}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(sha1);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=10, must-revalidate');
      expect(again.headers.get('Content-Type')).toBeNull();
    });
  }

  test('compression is handed the bytes the ETag read, not an answer to read again', async () => {
    const a = new Hono<ApiEnv>();
    let seen: Response | undefined;
    a.use('*', compress());
    a.use('*', async (c, next) => {
      await next();
      seen = c.res; // what compress() gets
    });
    a.use('*', async (c, next) => {
      c.set('user', null);
      await next();
    });
    a.use('*', apiCache());
    a.get('/bytes', (c) => c.body(Buffer.from(big) as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }));
    const br = await a.request('/bytes', { headers: { 'Accept-Encoding': 'br' } });
    expect(Buffer.from(knownBodyBytes(seen!) ?? []).toString()).toBe(big);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(big);
  });

  test('a 304 keeps only what RFC 9110 lists of the 200 it stands for', async () => {
    const first = await app().request('/file');
    expect(first.headers.get('Content-Disposition')).toContain('attachment');
    const again = await app().request('/file', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect([...again.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'vary']);
  });
});
